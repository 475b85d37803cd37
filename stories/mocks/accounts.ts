import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  ACCOUNT_PATHS,
  fieldErrorsFromZod,
  forgotRequestSchema,
  forgotResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  registerRequestSchema,
  resetRequestSchema,
  sessionResponseSchema,
  type FieldErrors,
} from '@/api/schema';
import { AccountsStore } from './accountsStore';
import { apiUrl, bearerOf, bodyOf, errorFrom, jsonFrom } from './http';

export { AccountsStore } from './accountsStore';
export * from './accountFixtures';

// Node-safe on purpose (msw + the schema only): the server's contract test replays these.

export type AccountEndpoint = keyof typeof ACCOUNT_PATHS;
const METHOD: Record<AccountEndpoint, 'get' | 'post'> = {
  register: 'post',
  login: 'post',
  logout: 'post',
  me: 'get',
  forgot: 'post',
  reset: 'post',
};
export const ACCOUNT_ENDPOINTS = Object.keys(ACCOUNT_PATHS) as AccountEndpoint[];

/** Seconds a rate-limited answer asks the client to wait. */
export const RETRY_AFTER_SECONDS = 30;

const invalid = (error: Parameters<typeof fieldErrorsFromZod>[0]) =>
  errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(error));

/** The accounts API answered from `store`, as the server would answer. */
export function accountHandlers(store = new AccountsStore()): HttpHandler[] {
  return [
    http.post(apiUrl(ACCOUNT_PATHS.register), async ({ request }) => {
      const body = registerRequestSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      const taken = store.taken(body.data);
      if (taken === 'email') return errorFrom('email_taken', 'Email taken', { email: 'taken' });
      if (taken === 'username')
        return errorFrom('username_taken', 'Username taken', { username: 'taken' });
      return jsonFrom(sessionResponseSchema, store.register(body.data), { status: 201 });
    }),
    http.post(apiUrl(ACCOUNT_PATHS.login), async ({ request }) => {
      const body = loginRequestSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      const session = store.login(body.data.identifier, body.data.password);
      if (!session) return errorFrom('invalid_credentials', 'Wrong email, username or password');
      return jsonFrom(sessionResponseSchema, session);
    }),
    http.post(apiUrl(ACCOUNT_PATHS.logout), async ({ request }) => {
      const token = bearerOf(request);
      if (!token || !store.logout(token)) return errorFrom('unauthorized', 'Not signed in');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl(ACCOUNT_PATHS.me), async ({ request }) => {
      const user = store.userFor(bearerOf(request));
      if (!user) return errorFrom('unauthorized', 'Not signed in');
      return jsonFrom(meResponseSchema, { user });
    }),
    http.post(apiUrl(ACCOUNT_PATHS.forgot), async ({ request }) => {
      const body = forgotRequestSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      store.forgot(body.data.email);
      return jsonFrom(forgotResponseSchema, { accepted: true }, { status: 202 });
    }),
    http.post(apiUrl(ACCOUNT_PATHS.reset), async ({ request }) => {
      const body = resetRequestSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      if (!store.reset(body.data.token, body.data.password))
        return errorFrom('invalid_token', 'Invalid or expired link', { token: 'invalid' });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export type AccountFailure =
  | 'validation'
  | 'unauthorized'
  | 'conflict'
  | 'rateLimited'
  | 'serverError'
  | 'networkError'
  | 'pending';

/** The field problems a validation failure reports, per endpoint. */
export const VALIDATION_FIELDS: Record<AccountEndpoint, FieldErrors> = {
  register: { username: 'invalid_format', password: 'too_short' },
  login: { identifier: 'too_long' },
  logout: {},
  me: {},
  forgot: { email: 'invalid_email' },
  reset: { password: 'too_short' },
};

function failure(kind: AccountFailure, endpoint: AccountEndpoint) {
  switch (kind) {
    case 'validation':
      return errorFrom('validation_failed', 'Invalid request', VALIDATION_FIELDS[endpoint]);
    case 'unauthorized':
      return endpoint === 'login'
        ? errorFrom('invalid_credentials', 'Wrong email, username or password')
        : errorFrom('unauthorized', 'Not signed in');
    case 'conflict':
      return endpoint === 'register'
        ? errorFrom('email_taken', 'Email taken', { email: 'taken' })
        : errorFrom('conflict', 'Conflict');
    case 'rateLimited':
      return errorFrom('rate_limited', 'Too many requests', undefined, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    case 'serverError':
      return errorFrom('internal', 'Internal error');
    case 'networkError':
      return HttpResponse.error();
    case 'pending':
      return undefined;
  }
}

/** Every listed endpoint (all by default) answers with `kind`; 'pending' never answers. */
export function accountFailureHandlers(
  kind: AccountFailure,
  endpoints: readonly AccountEndpoint[] = ACCOUNT_ENDPOINTS,
): HttpHandler[] {
  return endpoints.map((endpoint) =>
    http[METHOD[endpoint]](apiUrl(ACCOUNT_PATHS[endpoint]), async () => {
      if (kind === 'pending') await delay('infinite');
      return failure(kind, endpoint);
    }),
  );
}

/**
 * Put before a resource's handlers: a call whose bearer has no live session is answered 401, as
 * the server would; any other falls through to the resource's own handler.
 */
export function sessionRequiredHandler(store: AccountsStore, path: string): HttpHandler {
  return http.all(apiUrl(path), ({ request }) =>
    store.userFor(bearerOf(request)) ? undefined : errorFrom('unauthorized', 'Session expired'),
  );
}
