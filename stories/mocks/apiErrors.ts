import { STATUS_BY_CODE, type ErrorCode, type FieldErrors } from '@/api/schema';
import { WRONG_SERVICES } from '@/config';
import type { ApiError } from '@/api/client';
import { RETRY_AFTER_SECONDS } from './accounts';

/** An ApiError as the cache hands it to a page, for component stories that take `error`. */
export function apiError(code: ErrorCode, fields?: FieldErrors): ApiError {
  return { status: STATUS_BY_CODE[code], code, message: code, ...(fields ? { fields } : {}) };
}

export const invalidCredentials = apiError('invalid_credentials');
export const rateLimited: ApiError = {
  ...apiError('rate_limited'),
  retryAfterSeconds: RETRY_AFTER_SECONDS,
};
export const serverFault = apiError('internal');
export const wrongServices: ApiError = {
  status: 'FETCH_ERROR',
  code: 'wrong_services',
  message: WRONG_SERVICES,
};
