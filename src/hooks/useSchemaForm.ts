import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrorCode, FieldErrors } from '@/api/schema';
import type { ApiError } from '@/api/client';
import type { FormCheck } from '@/lib/formCheck';

export interface SchemaFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: boolean;
}

/**
 * Form state checked by the same zod schema the server uses. A field shows its problem once it
 * was left non-empty or the form was submitted; a server error stays on its field until edited.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(
  check: FormCheck<Values, Output>,
  initial: Values,
  serverError?: ApiError | null,
) {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // Fields edited since this server error arrived no longer show it.
  const [edited, setEdited] = useState<{ error: unknown; names: Set<string> }>({
    error: serverError,
    names: new Set(),
  });
  const editedNames = edited.error === serverError ? edited.names : new Set<string>();

  const parsed = useMemo(() => check(values), [check, values]);
  const clientErrors: FieldErrors = parsed.success ? {} : parsed.errors;

  function errorFor(name: string): FieldErrorCode | undefined {
    const server = serverError?.fields?.[name];
    if (server && !editedNames.has(name)) return server;
    if (submitted || touched.has(name)) return clientErrors[name];
    return undefined;
  }

  function field(name: keyof Values & string): SchemaFieldProps {
    return {
      name,
      value: values[name] ?? '',
      onChange: (event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setEdited({ error: serverError, names: new Set(editedNames).add(name) });
      },
      onBlur: () => {
        if (values[name] !== '') setTouched((current) => new Set(current).add(name));
      },
      error: errorFor(name) !== undefined,
    };
  }

  function handleSubmit(onValid: (data: Output) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (parsed.success) {
        onValid(parsed.data);
        return;
      }
      const first = Object.keys(parsed.errors)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    };
  }

  return { values, field, errorFor, handleSubmit };
}
