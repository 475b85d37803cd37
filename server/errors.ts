import { errorEnvelope, STATUS_BY_CODE, type ErrorCode, type FieldErrors } from '@/api/schema';
import type { z } from 'zod';

/** An error meant for the client: the handler turns it into the envelope with its status. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }

  toJSON() {
    return errorEnvelope(this.code, this.message, this.fields);
  }
}

/** A request that failed its zod schema; keeps the ZodError so `fields` uses the shared mapping. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly zodError: z.ZodError,
    readonly part: string,
  ) {
    super(`Invalid ${part}`);
  }
}

export const MESSAGES = {
  validation: 'Some fields need attention.',
  unauthorized: 'Sign in to continue.',
  notFound: 'Nothing here.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
