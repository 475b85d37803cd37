import type { ApiError } from '@/api/client';

/** A page's own sentence for some codes, where it can say more than `errors.<code>`. */
export type ErrorMessageOverrides = Partial<Record<ApiError['code'], string>>;

/**
 * Field codes that describe the whole value rather than one field's format: their own sentence
 * (what to do about it) says more than the generic "some fields are not valid".
 */
const SELF_EXPLAINING_FIELD_CODES: ReadonlySet<string> = new Set(['too_complex']);

export interface ErrorMessageDescriptor {
  id: string;
  values?: Record<string, number>;
}

/** Which message says why a call failed: the page's override, a telling field code, or the code's. */
export function errorMessageDescriptor(
  error: Pick<ApiError, 'code' | 'fields' | 'retryAfterSeconds'>,
  overrides: ErrorMessageOverrides = {},
): ErrorMessageDescriptor {
  const override = overrides[error.code];
  if (override) return { id: override };
  if (error.code === 'validation_failed') {
    const telling = Object.values(error.fields ?? {}).find((code) =>
      SELF_EXPLAINING_FIELD_CODES.has(code),
    );
    if (telling) return { id: `fieldErrors.${telling}` };
  }
  if (error.code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
    return {
      id: 'errors.rate_limited_wait',
      values: { seconds: Math.max(1, error.retryAfterSeconds) },
    };
  }
  return { id: `errors.${error.code}` };
}
