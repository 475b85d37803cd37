import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import {
  errorEnvelope,
  errorEnvelopeSchema,
  STATUS_BY_CODE,
  type ErrorCode,
  type FieldErrors,
} from '@/api/schema';

/** Matches a path below the API base on any origin (the browser's or a test server's). */
export const apiUrl = (path: string) => `*/api${path}`;

/** A JSON answer checked against its schema first, so a mock cannot drift from the contract. */
export function jsonFrom<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  init?: ResponseInit,
): HttpResponse<JsonBodyType> {
  // Every schema here describes JSON; zod's output type cannot say so.
  return HttpResponse.json(schema.parse(body) as JsonBodyType, init);
}

/** The error envelope with the status the server uses for `code`. */
export function errorFrom(
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
  headers?: Record<string, string>,
) {
  return jsonFrom(errorEnvelopeSchema, errorEnvelope(code, message, fields), {
    status: STATUS_BY_CODE[code],
    ...(headers ? { headers } : {}),
  });
}

/** The request's JSON body, or undefined when it has none or it is not JSON. */
export async function bodyOf(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The bearer token a request carries, if any. */
export function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}
