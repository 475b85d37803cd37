import type { IntlShape } from 'react-intl';
import type { FieldErrorCode } from '@/api/schema';
import type { ApiError } from '@/state/api/apiError';

export interface FieldLimits {
  min?: number;
  max?: number;
}

/** The translated sentence for a failed call; specific whenever the server said why. */
export function apiErrorMessage(intl: IntlShape, error: ApiError): string {
  if (error.code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
    return intl.formatMessage(
      { id: 'errors.rate_limited_wait' },
      { seconds: Math.max(1, error.retryAfterSeconds) },
    );
  }
  return intl.formatMessage({ id: `errors.${error.code}` });
}

/** A field's problem in words: `fieldErrors.<field>.<code>` when a field says it better. */
export function fieldErrorMessage(
  intl: IntlShape,
  field: string,
  code: FieldErrorCode,
  limits: FieldLimits = {},
): string {
  // A minimum of one character is a required field, and reads better that way.
  if (code === 'too_short' && (limits.min ?? 1) <= 1) {
    return intl.formatMessage({ id: 'fieldErrors.required' });
  }
  const specific = `fieldErrors.${field}.${code}`;
  const id = intl.messages[specific] ? specific : `fieldErrors.${code}`;
  return intl.formatMessage({ id }, { min: limits.min ?? 0, max: limits.max ?? 0 });
}
