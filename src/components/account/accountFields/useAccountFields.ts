import { useId, type ReactNode } from 'react';
import type { FieldErrorCode } from '@/api/schema';
import { useFieldHelper } from '@/components/shared/FormErrorAlert';
import type { FieldLimits } from '@/components/shared/FormErrorAlert/errorMessages';
import type { SchemaFieldProps } from '@/hooks/useSchemaForm';

interface AccountForm<Name extends string> {
  field: (name: Name) => SchemaFieldProps;
  errorFor: (name: string) => FieldErrorCode | undefined;
}

/**
 * What every field of an account form shares: its state in the form, an id unique to this form
 * (two forms on one screen, a story grid or a modal, never share ids), `required`, and its helper
 * line (the problem once there is one, else `hint`).
 */
export function useAccountFields<Name extends string>(form: AccountForm<Name>) {
  const id = useId();
  const helper = useFieldHelper();
  const idOf = (name: Name) => `${id}-${name}`;
  const fields = (name: Name, limits?: FieldLimits, hint?: ReactNode) => ({
    ...form.field(name),
    id: idOf(name),
    required: true,
    helperText: helper(name, form.errorFor(name), limits, hint),
  });
  return Object.assign(fields, { idOf });
}
