import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrorCode } from '@/api/schema';
import { fieldErrorMessage, type FieldLimits } from './errorMessages';

/** A field's helper line: its problem when it has one, else the hint. */
export function useFieldHelper() {
  const intl = useIntl();
  return (
    field: string,
    code: FieldErrorCode | undefined,
    limits?: FieldLimits,
    hint?: ReactNode,
  ): ReactNode => (code ? fieldErrorMessage(intl, field, code, limits) : hint);
}
