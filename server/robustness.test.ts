import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, errorEnvelopeSchema } from '@/api/schema';
import type { TestClient } from './test/client.ts';
import { withTestServer } from './test/server.ts';
import { register } from './test/users.ts';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Names of the JSON body's and the query's fields, from the document. */
  bodyFields: string[];
  queryFields: string[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
}

/** Every documented route, so routes added later are fuzzed without touching this file. */
async function documentedRoutes(client: TestClient): Promise<Route[]> {
  const doc = (await client.call('GET', '/api/docs')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Route['method'],
      path,
      bodyFields: Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
      queryFields: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
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

/** Strings that have broken servers: NUL, lone surrogates, bidi overrides, huge, SQL-shaped. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil',
    '\u2066\u2069',
    '\r\nInjected: header',
    'x'.repeat(10_000),
    "' OR 1=1 --",
    "'; DROP TABLE notes; --",
    '$1',
    '\\',
    '0000-01-01T00:00:00Z',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** The JSON text of `depth` nested arrays or objects, built as text (JSON.stringify would recurse). */
const deepJson = fc
  .tuple(fc.constantFrom(10, 1_000, 50_000), fc.boolean())
  .map(([depth, objects]) =>
    objects
      ? `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(depth)}{"type":"paragraph"}${']}'.repeat(depth)}]}`
      : `${'['.repeat(depth)}${']'.repeat(depth)}`,
  );

/** A value of the wrong kind, or a hostile one of the right kind. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  fc.constantFrom(null, true, -1, 1.5, 2 ** 53, [], {}, ['\u0000'], { type: 'doc' }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant(Array.from({ length: 50_000 }, () => 'x')),
);

/** encodeURIComponent, except that a lone surrogate goes out as the bytes a hostile client would send. */
function encodeHostile(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80' + encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''));
  }
}

describe('hostile input in every field of every route', () => {
  const server = withTestServer();
  let routes: Route[];
  let token: string;
  beforeAll(async () => {
    // Signing out would turn every later call into a 401 that proves nothing.
    routes = (await documentedRoutes(server.client)).filter(
      (route) => route.path !== `/api${ACCOUNT_PATHS.logout}`,
    );
    token = (await register(server.client)).token;
  });

  it('never answers 5xx, always the envelope, never a stack trace or SQL', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(hostileString, { maxLength: 2 }),
        fc.dictionary(fc.nat({ max: 9 }).map(String), hostileValue, { maxKeys: 4 }),
        fc.option(deepJson, { nil: undefined }),
        fc.array(hostileString, { maxLength: 3 }),
        async (pick, params, values, deep, queryValues) => {
          const route = routes[pick % routes.length]!;
          let i = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => encodeHostile(params[i++] ?? 'x'));
          const body: Record<string, unknown> = {};
          for (const [index, value] of Object.entries(values)) {
            const field = route.bodyFields[Number(index) % Math.max(1, route.bodyFields.length)];
            if (field) body[field] = value;
          }
          const query = route.queryFields
            .flatMap((field, index) => {
              const value = queryValues[index];
              return value === undefined ? [] : [`${field}=${encodeHostile(value)}`];
            })
            .join('&');
          const url = query ? `${path}?${query}` : path;
          const deepField = route.bodyFields[pick % Math.max(1, route.bodyFields.length)];
          const payload =
            route.method === 'GET'
              ? undefined
              : deep && deepField
                ? `{"${deepField}":${deep}}`
                : JSON.stringify(body);
          const res = await server.client.call(route.method, url, {
            token,
            body: payload,
            headers: payload === undefined ? {} : { 'content-type': 'application/json' },
          });
          const label = `${route.method} ${url} ${String(payload).slice(0, 200)} → ${res.body.slice(0, 300)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(errorEnvelopeSchema.safeParse(res.json()).success, label).toBe(true);
          expect(res.body, label).not.toMatch(
            /\bat .+\.(ts|js):\d+|SELECT |INSERT |UPDATE |syntax error|FST_/,
          );
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
