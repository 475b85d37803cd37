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
