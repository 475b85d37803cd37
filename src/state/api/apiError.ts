import { failureMeta } from '@/api/client';
import {
  errorEnvelopeSchema,
  STATUS_BY_CODE,
  type ErrorCode,
  type FieldErrors,
} from '@/api/schema';
import { WRONG_SERVICES } from '@/config';

/** Every failed call, normalised; `code` picks the translated message `errors.<code>`. */
export interface ApiError {
  /** The HTTP status; 'FETCH_ERROR' when no answer came back, 'PARSE_ERROR' when it was malformed. */
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  code: ErrorCode | 'wrong_services';
  message: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
}

function codeForStatus(status: number): ApiError['code'] {
  const known = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (status >= 500) return 'internal';
  return known ? known[0] : 'wrong_services';
}

/** Turns what the client rejected with (a body or 'Wrong Services') into an ApiError. */
export function toApiError(failure: unknown): ApiError {
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
  return { status: 'FETCH_ERROR', code: 'wrong_services', message: WRONG_SERVICES };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'status' in value &&
    'message' in value
  );
}

/** An ApiError as it is, anything else (a client rejection) classified by toApiError. */
export function asApiError(failure: unknown): ApiError {
  return isApiError(failure) ? failure : toApiError(failure);
}

/** A mutation or query hook's `error` as an ApiError (RTK types it wider than our base query). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!error) return null;
  if (isApiError(error)) return error;
  return { status: 'FETCH_ERROR', code: 'wrong_services', message: WRONG_SERVICES };
}
