import type { IntlShape } from 'react-intl';
import type { FieldErrorCode } from '@/api/schema';

export interface FieldLimits {
  min?: number;
  max?: number;
}

/** A field's problem in words: `fieldErrors.<field>.<code>` when a field says it better. */
export function fieldErrorMessage(
  intl: IntlShape,
  field: string,
  code: FieldErrorCode,
  limits: FieldLimits = {},
): string {
  const specific = `fieldErrors.${field}.${code}`;
  const hasSpecific = Boolean(intl.messages[specific]);
  // A minimum of one character is a required field, and reads better that way (unless the field
  // says it its own way: a list of choices is not typed).
  if (code === 'too_short' && (limits.min ?? 1) <= 1 && !hasSpecific) {
    return intl.formatMessage({ id: 'fieldErrors.required' });
  }
  const id = hasSpecific ? specific : `fieldErrors.${code}`;
  return intl.formatMessage({ id }, { min: limits.min ?? 0, max: limits.max ?? 0 });
}
