import type { Method } from 'axios';
import type { z } from 'zod';
import { apiClient, toApiError, type ApiError } from '@/api/client';
import {
  ACCOUNT_PATHS,
  forgotResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
  type ForgotRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetRequest,
} from '@/api/schema/accounts';
import {
  LAUNCH_NEWS_PATHS,
  launchNewsResponseSchema,
  type LaunchNewsRequest,
} from '@/api/schema/launchNews';

/**
 * One accounts call (docs/product.md §9) straight over the axios client, without the data
 * cache: the sign-in pages use these and never load RTK Query (docs/performance.md). These calls
 * opt out of the 401 redirect: here a 401 means wrong credentials, shown on the form.
 * Rejects with an ApiError; a body that does not match the schema is 'wrong_services'.
 */
async function call<T>(
  method: Method,
  url: string,
  data: unknown,
  schema: z.ZodType<T> | null,
): Promise<T> {
  let body: unknown;
  try {
    const response = await apiClient.request({ method, url, data, authRedirect: false });
    body = response.status === 204 ? null : response.data;
  } catch (failure) {
    throw toApiError(failure);
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw {
      status: 'PARSE_ERROR',
      code: 'wrong_services',
      message: parsed.error.message,
    } satisfies ApiError;
  return parsed.data;
}

// Signing up or in carries the browser's zone: the server checks it and keeps it if the user has
// none yet (sent raw, so the sign-in pages carry no time zone code).
const startSession =
  <Data extends object>(path: string) =>
  (data: Data) =>
    call(
      'POST',
      path,
      { ...data, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      sessionResponseSchema,
    );

export const accountRequests = {
  register: startSession<RegisterRequest>(ACCOUNT_PATHS.register),
  login: startSession<LoginRequest>(ACCOUNT_PATHS.login),
  logout: () => call<null>('POST', ACCOUNT_PATHS.logout, undefined, null),
  me: () => call('GET', ACCOUNT_PATHS.me, undefined, meResponseSchema),
  forgot: (data: ForgotRequest) => call('POST', ACCOUNT_PATHS.forgot, data, forgotResponseSchema),
  resetPassword: (data: ResetRequest) => call<null>('POST', ACCOUNT_PATHS.reset, data, null),
  subscribeLaunchNews: (data: LaunchNewsRequest) =>
    call('POST', LAUNCH_NEWS_PATHS.subscribe, data, launchNewsResponseSchema),
};
