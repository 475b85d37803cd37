import { API_BASE_URL } from './baseUrl';
import { readDocumentCookie } from './cookies';
import { createApiClient } from './createApiClient';
import { browserStorage } from './tokenStorage';
import { notifyUnauthorized } from './unauthorized';

/** The app's one axios instance. */
export const apiClient = createApiClient({
  baseURL: API_BASE_URL,
  storage: browserStorage(),
  readCookie: readDocumentCookie,
  origin: () => (typeof window === 'undefined' ? undefined : window.location.origin),
  onUnauthorized: notifyUnauthorized,
});

export { API_BASE_URL } from './baseUrl';
export { createApiClient, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './createApiClient';
export type { ApiClientOptions } from './createApiClient';
export { toApiError, type ApiError } from './apiError';
export { failureMeta, parseRetryAfter, type FailureMeta } from './failure';
export { loginRedirectTarget, registerNavigator, type ClientNavigator } from './navigation';
export { onUnauthorized } from './unauthorized';
export {
  browserStorage,
  clearToken,
  readToken,
  writeToken,
  type TokenStorage,
} from './tokenStorage';
