import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@/api/schema/httpHeaders';
import { toFailure } from './failure';
import { activeNavigator, loginRedirectTarget, type ClientNavigator } from './navigation';
import { clearToken, readToken, type TokenStorage } from './tokenStorage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * `false` for calls whose 401 means "wrong credentials", not "session expired" (login in the
     * modal, the start-up `me`): the token is still cleared, but the page stays where it is.
     */
    authRedirect?: boolean;
    /** Set on the one automatic retry after an `xsrf_mismatch`, so it cannot loop. */
    xsrfRetried?: boolean;
  }
}

export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME };

export interface ApiClientOptions {
  baseURL: string;
  storage: TokenStorage;
  /** Reads a cookie by name (document.cookie in the browser). */
  readCookie: (name: string) => string | undefined;
  /** The page's origin; the XSRF token only goes to it. */
  origin: () => string | undefined;
  navigator?: () => ClientNavigator;
  /** Told about every 401 so the session state can follow. */
  onUnauthorized?: () => void;
}

function isXsrfMismatch(response: { status: number; data: unknown } | undefined): boolean {
  if (response?.status !== 403) return false;
  const body = response.data as { error?: { code?: unknown } } | null;
  return body?.error?.code === 'xsrf_mismatch';
}

function isSameOrigin(config: InternalAxiosRequestConfig, origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    const base = config.baseURL ? new URL(config.baseURL, origin) : new URL(origin);
    const path = config.url ?? '';
    const full = /^[a-z][a-z\d+.-]*:/i.test(path)
      ? new URL(path)
      : new URL(`${base.pathname.replace(/\/$/, '')}/${path.replace(/^\//, '')}`, base);
    return full.origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * The one HTTP client (docs/product.md §7). Every rule lives here so the app, the stories and the tests
 * share it; the environment (storage, cookies, origin, navigation) is passed in to test it.
 */
export function createApiClient({
  baseURL,
  storage,
  readCookie,
  origin,
  navigator = activeNavigator,
  onUnauthorized,
}: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    // The XSRF header is set below, where the same-origin rule can be tested outside a browser.
    withXSRFToken: false,
    headers: { Accept: 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const token = readToken(storage);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    const xsrf = isSameOrigin(config, origin()) ? readCookie(XSRF_COOKIE_NAME) : undefined;
    if (xsrf) config.headers.set(XSRF_HEADER_NAME, xsrf);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    const config = axios.isAxiosError(error) ? error.config : undefined;
    // A first visit has no XSRF cookie yet; the refusal sets one, so one retry carries it.
    if (config && !config.xsrfRetried && isXsrfMismatch(response) && readCookie(XSRF_COOKIE_NAME)) {
      return client.request({ ...config, xsrfRetried: true });
    }
    if (response?.status === 401) {
      // A sign-in that happened while this call was in flight keeps its new token.
      const sent = config?.headers?.get?.('Authorization');
      const current = readToken(storage);
      if (!current || sent === `Bearer ${current}`) clearToken(storage);
      onUnauthorized?.();
      const nav = navigator();
      const target = loginRedirectTarget(nav.location());
      if (target && config?.authRedirect !== false) nav.navigate(target);
    }
    return Promise.reject(
      toFailure(
        response && {
          status: response.status,
          data: response.data,
          retryAfter: AxiosHeaders.from(response.headers as AxiosHeaders).get('retry-after'),
        },
      ),
    );
  });

  return client;
}
