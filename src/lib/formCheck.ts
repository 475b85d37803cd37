import type { z } from 'zod';
import { fieldErrorsFromZod, type FieldErrors } from '@/api/schema/errors';

export type FormCheckResult<Output> =
  { success: true; data: Output } | { success: false; errors: FieldErrors };

/** A form's values checked by a schema, its problems as the envelope's field codes. */
export type FormCheck<Values, Output> = (values: Values) => FormCheckResult<Output>;

export function formCheck<Values, Output>(
  schema: z.ZodType<Output, Values>,
): FormCheck<Values, Output> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? { success: true, data: parsed.data }
      : { success: false, errors: fieldErrorsFromZod(parsed.error) };
  };
}
