import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@/api/schema';

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** false: send no XSRF pair, as a cross-site form would. */
  xsrf?: boolean;
  query?: Record<string, string>;
}

const XSRF = 'test-xsrf-token-0123456789';

/** The double-submit pair a browser sends: the cookie and the header carrying its value. */
export function xsrfHeaders(value = XSRF): Record<string, string> {
  return { cookie: `${XSRF_COOKIE_NAME}=${value}`, [XSRF_HEADER_NAME.toLowerCase()]: value };
}

/** app.inject with what a browser client adds: the XSRF double-submit pair and the bearer token. */
export function testClient(app: FastifyInstance) {
  return {
    app,
    call(
      method: InjectOptions['method'],
      url: string,
      options: CallOptions = {},
    ): Promise<LightMyRequestResponse> {
      const headers: Record<string, string> = {
        ...(options.xsrf === false ? {} : xsrfHeaders()),
        ...options.headers,
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return app.inject({
        method,
        url,
        headers,
        query: options.query,
        ...(options.body === undefined
          ? {}
          : { payload: options.body as InjectOptions['payload'] }),
      });
    },
  };
}
export type TestClient = ReturnType<typeof testClient>;

/** Asserts the status and that the body matches its schema; returns the parsed body. */
export function expectBody<S extends z.ZodType>(
  response: LightMyRequestResponse,
  status: number,
  schema: S,
): z.output<S> {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = schema.safeParse(response.json());
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  return parsed.data as z.output<S>;
}

/** The address of an API path as the server mounts it. */
export const api = (path: string) => `/api${path}`;

/** Asserts a refusal: its status and (part of) its error envelope, e.g. `{ code, fields }`. */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  error: Record<string, unknown>,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error });
}

/**
 * Sends one keyed create five times at once: every answer is 201 with the same resource and all but
 * one say they were replayed. Answers that resource's id.
 */
export async function expectCreatedOnce(
  create: () => Promise<LightMyRequestResponse>,
  idOf: (body: unknown) => string,
): Promise<string> {
  const answers = await Promise.all(Array.from({ length: 5 }, create));
  const ids = answers.map((answer) => {
    expect(answer.statusCode, answer.body).toBe(201);
    return idOf(answer.json());
  });
  expect(new Set(ids).size).toBe(1);
  const replayed = answers.filter((a) => a.headers['idempotent-replayed'] === 'true');
  expect(replayed).toHaveLength(answers.length - 1);
  return ids[0]!;
}
