import { z } from './zodSetup';

/** Machine-readable error codes; the client translates each through `errors.<code>`. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'invalid_token',
  'forbidden',
  'not_shared',
  'xsrf_mismatch',
  'not_found',
  'conflict',
  'email_taken',
  'username_taken',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'idempotency_key_reused',
  'range_too_expensive',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Per-field problems; the client translates each through `fieldErrors.<code>`. */
export const FIELD_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid_format',
  'invalid_email',
  'taken',
  'mismatch',
  'invalid',
  'invalid_characters',
  'too_complex',
  'weak_password',
  'password_matches_account',
  'end_before_start',
  'invalid_date',
  'never_matches',
  'too_many_reminders',
  'reminder_out_of_range',
  'duplicate_reminder',
  'invalid_time_of_day',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.enum(FIELD_ERROR_CODES)).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldErrors = NonNullable<ErrorEnvelope['error']['fields']>;

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  invalid_token: 400,
  forbidden: 403,
  not_shared: 403,
  xsrf_mismatch: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  username_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  idempotency_key_reused: 422,
  range_too_expensive: 422,
  rate_limited: 429,
  internal: 500,
};

export function errorEnvelope(
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
): ErrorEnvelope {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function fieldCode(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return 'required';
    case 'too_small':
      return 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'custom':
      return (issue.params?.fieldCode as FieldErrorCode | undefined) ?? 'invalid';
    default:
      return 'invalid';
  }
}

/**
 * Turns a zod error into the envelope's `fields`, keeping the first problem of each field.
 * Client forms and the server both use it, so a message reads the same wherever it is caught.
 */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = fieldCode(issue);
  }
  return fields;
}
