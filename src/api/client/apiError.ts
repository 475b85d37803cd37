import {
  errorEnvelopeSchema,
  STATUS_BY_CODE,
  type ErrorCode,
  type FieldErrors,
} from '@/api/schema/errors';
import { WRONG_SERVICES } from '@/config';
import { failureMeta } from './failure';

/**
 * Every failed call on the client, whatever failed: the cache's base query yields it, and
 * `toApiError` turns anything else caught into one. `code` picks the message `errors.<code>`.
 */
export interface ApiError {
  /** The HTTP status; 'FETCH_ERROR' when no answer came back, 'PARSE_ERROR' when it was malformed. */
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  code: ErrorCode | 'wrong_services';
  message: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
}

/** The failure when no answer came back. */
export const NO_ANSWER: ApiError = {
  status: 'FETCH_ERROR',
  code: 'wrong_services',
  message: WRONG_SERVICES,
};

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'status' in value &&
    'message' in value
  );
}

function codeForStatus(status: number): ApiError['code'] {
  const known = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (status >= 500) return 'internal';
  return known ? known[0] : 'wrong_services';
}

/**
 * The one conversion of a failure into an ApiError: what the client rejected with (a body or
 * 'Wrong Services'), an ApiError already (kept as is), or anything else thrown (no answer).
 */
export function toApiError(failure: unknown): ApiError {
  if (isApiError(failure)) return failure;
  const meta = failureMeta(failure);
  const retry =
    meta?.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: meta.retryAfterSeconds };
  const envelope = errorEnvelopeSchema.safeParse(failure);
  if (envelope.success) {
    const { code, message, fields } = envelope.data.error;
    return {
      status: meta?.status ?? STATUS_BY_CODE[code],
      code,
      message,
      ...(fields ? { fields } : {}),
      ...retry,
    };
  }
  if (meta) {
    // A body that is not our envelope (a proxy's error page): classify it by status alone.
    return {
      status: meta.status,
      code: codeForStatus(meta.status),
      message: `HTTP ${meta.status}`,
      ...retry,
    };
  }
  return NO_ANSWER;
}
