import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, errorEnvelopeSchema } from '@/api/schema';
import type { TestClient } from './test/client.ts';
import { withTestServer } from './test/server.ts';
import { register } from './test/users.ts';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/** Every documented route, so routes added later are fuzzed without touching this file. */
async function documentedRoutes(client: TestClient): Promise<Route[]> {
  const doc = (await client.call('GET', '/api/docs')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as Route['method'],
      path,
    })),
  );
}

const printable = fc.string({
  unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~é中'.split('')),
  maxLength: 40,
});

const bodies = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .record({
      identifier: fc.anything(),
      password: fc.anything(),
      email: fc.anything(),
      token: fc.anything(),
    })
    .map((value) =>
      JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ),
  fc.string({ maxLength: 200 }),
  fc.constant(''),
  fc.constant('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'nonsense',
  '',
);

describe('malformed requests never break the server', () => {
  const server = withTestServer();
  let routes: Route[];
  let validToken: string;

  beforeAll(async () => {
    routes = await documentedRoutes(server.client);
    validToken = (await register(server.client)).token;
  });

  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ACCOUNT_PATHS).length);
  });

  it('answers every malformed body, query and header with a 4xx envelope or a success', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(printable, { maxLength: 3 }),
        bodies,
        contentTypes,
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), printable, { maxKeys: 3 }),
        fc.oneof(
          fc.constant(undefined),
          printable.map((s) => `Bearer ${s}`),
          fc.constant('valid'),
        ),
        fc.boolean(),
        async (pick, params, body, contentType, query, authorization, xsrf) => {
          const route = routes[pick % routes.length]!;
          let i = 0;
          const url = route.path.replace(/\{[^}]+\}/g, () =>
            encodeURIComponent(params[i++] ?? 'x'),
          );
          const headers: Record<string, string> = {};
          if (contentType) headers['content-type'] = contentType;
          const res = await server.client.call(route.method, url, {
            body: route.method === 'GET' ? undefined : body,
            headers,
            query,
            xsrf,
            token: authorization === 'valid' ? validToken : undefined,
            ...(authorization && authorization !== 'valid'
              ? { headers: { ...headers, authorization } }
              : {}),
          });
          expect(
            res.statusCode,
            `${route.method} ${url} ${contentType} ${body} → ${res.body}`,
          ).toBeLessThan(500);
          seen.add(
            res.statusCode >= 400
              ? (res.json() as { error: { code: string } }).error.code
              : String(res.statusCode),
          );
          if (res.statusCode >= 400)
            expect(errorEnvelopeSchema.safeParse(res.json()).success, res.body).toBe(true);
          expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |INSERT |syntax error/);
        },
      ),
      { numRuns: 400 },
    );
    // The fuzz must reach past the XSRF check into parsing and validation, or it proves little.
    for (const code of [
      'xsrf_mismatch',
      'validation_failed',
      'unsupported_media_type',
      'unauthorized',
    ])
      expect(seen).toContain(code);
    // Still serving after all that (the token itself may have been logged out by a fuzzed call).
    const fresh = await register(server.client);
    expect(
      (await server.client.call('GET', `/api${ACCOUNT_PATHS.me}`, { token: fresh.token }))
        .statusCode,
    ).toBe(200);
  });
});
