import { readDocumentCookie } from './cookies';
import { createApiClient } from './createApiClient';
import { browserStorage } from './tokenStorage';
import { notifyUnauthorized } from './unauthorized';

/** Where the API answers: `/api` on the app's own origin unless the build says otherwise. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** The app's one axios instance. */
export const apiClient = createApiClient({
  baseURL: API_BASE_URL,
  storage: browserStorage(),
  readCookie: readDocumentCookie,
  origin: () => (typeof window === 'undefined' ? undefined : window.location.origin),
  onUnauthorized: notifyUnauthorized,
});

export { createApiClient, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './createApiClient';
export type { ApiClientOptions } from './createApiClient';
export { isApiError, NO_ANSWER, toApiError, type ApiError } from './apiError';
export { openEventStream, parseEventData } from './eventStream';
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
