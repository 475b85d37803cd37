import type { BrowserContext, Page } from 'playwright-core';
import {
  ACCOUNT_PATHS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  sessionResponseSchema,
} from '@/api/schema';
import { TOKEN_STORAGE_KEY } from '@/config';
import type { NewAccount } from './signUp.ts';

// Any value works: the server only checks that the cookie and the header carry the same one.
const XSRF = 'e2e-xsrf-0123456789abcdef';

/** The API as a script calls it: JSON, the double-submit XSRF pair, the bearer token. */
export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      accept: 'application/json',
      cookie: `${XSRF_COOKIE_NAME}=${XSRF}`,
      [XSRF_HEADER_NAME]: XSRF,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Registers `account` through the API (the sign-up form has its own test) and returns it with
 * its session token. `extra` adds what a test sets at sign-up, such as a time zone.
 */
export async function registerAccount<A extends NewAccount>(
  base: string,
  account: A,
  extra: Record<string, unknown> = {},
): Promise<A & { token: string }> {
  const { name, username, email, password } = account;
  const response = await api(base, 'POST', ACCOUNT_PATHS.register, {
    body: { name, username, email, password, ...extra },
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...account, token: sessionResponseSchema.parse(response.body).token };
}

/** Every page of `context` opens already signed in with `token`. */
export async function signInWithToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
}

/** The session token the app keeps for `page`'s user, or null when signed out. */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
