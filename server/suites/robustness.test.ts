import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, CALENDAR_PATHS, errorEnvelopeSchema } from '@/api/schema';
import type { TestClient } from '../test/client.ts';
import { withTestServer } from '../test/server.ts';
import { register } from '../test/users.ts';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Names of the JSON body's and the query's fields, from the document. */
  bodyFields: string[];
  queryFields: string[];
}

interface Operation {
  responses?: Record<string, { description?: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
}

/**
 * A stream a client follows (GET, server-sent events) never ends when the request is valid, so
 * it has no answer to check here; its refusals are tested beside it (notifications, eventStream).
 */
const isFollowedStream = (method: string, operation: Operation) =>
  method === 'get' &&
  (operation.responses?.['200']?.description ?? '').startsWith('text/event-stream');

/** Every documented route, so routes added later are fuzzed without touching this file. */
async function documentedRoutes(client: TestClient): Promise<Route[]> {
  const doc = (await client.call('GET', '/api/docs')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => !isFollowedStream(method, operation))
      .map(([method, operation]) => ({
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

/** Pieces of iCalendar that have broken importers: impossible dates, endless or empty rules. */
const icsDate = fc.constantFrom(
  '20260105T090000Z',
  '20260105',
  '99999999T999999Z',
  '2026-01-05',
  '00000101T000000Z',
  '00010101T000000Z',
  '99991231T235959Z',
  '20260230',
  '',
);
const icsRule = fc
  .record({
    freq: fc.constantFrom(
      'SECONDLY',
      'MINUTELY',
      'HOURLY',
      'DAILY',
      'WEEKLY',
      'MONTHLY',
      'YEARLY',
      'NONE',
    ),
    parts: fc.array(
      fc.constantFrom(
        'BYMONTH=2;BYMONTHDAY=30',
        'BYMONTHDAY=31;BYMONTH=4,6,9,11',
        'BYMONTHDAY=-32',
        'BYMONTH=13',
        'COUNT=1000000000',
        'COUNT=0',
        'COUNT=2',
        'UNTIL=00000101T000000Z',
        'UNTIL=99991231T235959Z',
        'UNTIL=20200101',
        'INTERVAL=0',
        'INTERVAL=1000000',
        'BYSETPOS=367',
        'BYSETPOS=-1',
        'BYDAY=5MO,-1FR',
        'BYDAY=XX',
        'BYWEEKNO=53;BYDAY=SU',
        'BYYEARDAY=366',
        'BYHOUR=25',
        'WKST=SU',
      ),
      { maxLength: 3 },
    ),
  })
  .map(({ freq, parts }) => ['RRULE:FREQ=' + freq, ...parts].join(';'));
const icsText = fc.oneof(
  hostileString,
  fc.constantFrom('Title\rUID:evil\rEND:VEVENT', 'a\r\nBEGIN:VEVENT', 'x'.repeat(300)),
);
const icsEvent = fc
  .record({
    uid: fc.oneof(fc.constantFrom('same', ''), fc.uuid()),
    start: fc.tuple(
      fc.constantFrom('', ';TZID=Pacific/Kiritimati', ';TZID=Nowhere/Else', ';VALUE=DATE'),
      icsDate,
    ),
    end: fc.option(
      fc.oneof(
        icsDate.map((d) => `DTEND:${d}`),
        fc.constantFrom('DURATION:P99999999W', 'DURATION:-P1D', 'DURATION:PX'),
      ),
    ),
    rule: fc.option(icsRule),
    extra: fc.array(
      fc.oneof(
        icsDate.map((d) => `EXDATE:${d}`),
        icsDate.map((d) => `RECURRENCE-ID:${d}`),
        icsText.map((t) => `LOCATION:${t}`),
      ),
      { maxLength: 3 },
    ),
    summary: icsText,
  })
  .map(({ uid, start, end, rule, extra, summary }) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTART${start[0]}:${start[1]}`,
      ...(end ? [end] : []),
      ...(rule ? [rule] : []),
      ...extra,
      `SUMMARY:${summary}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
const icsFile = fc
  .tuple(fc.array(icsEvent, { maxLength: 8 }), fc.boolean())
  .map(([events, closed]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, ...(closed ? ['END:VCALENDAR'] : [])].join(
      '\r\n',
    ),
  );
const rangeInstant = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '9000-01-01T00:00:00Z',
    '9999-12-31T23:00:00-14:00',
    '9999-12-31T23:59:59Z',
    '-000001-01-01T00:00:00Z',
    '2026-03-01T00:00:00+14:00',
  ),
  fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
);

describe('hostile iCalendar files and calendar ranges', () => {
  const server = withTestServer();
  let token: string;
  let username: string;
  beforeAll(async () => {
    const session = await register(server.client);
    token = session.token;
    username = session.user.username;
    // Endless series, so every range has something to expand.
    for (const hour of ['08', '12', '16']) {
      const res = await server.client.call('POST', `/api${CALENDAR_PATHS.events(username)}`, {
        token,
        body: {
          title: 'Daily',
          start: `2026-01-05T${hour}:00:00Z`,
          end: `2026-01-05T${hour}:30:00Z`,
          timeZone: 'UTC',
          recurrence: { frequency: 'daily' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  const expectHandled = (
    res: { statusCode: number; body: string; json: () => unknown },
    label: string,
  ) => {
    expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400)
      expect(errorEnvelopeSchema.safeParse(res.json()).success, res.body).toBe(true);
  };

  it('imports and previews hostile .ics text, then reads hostile ranges, without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        icsFile,
        fc.boolean(),
        rangeInstant,
        rangeInstant,
        async (ics, apply, from, to) => {
          const imported = await server.client.call(
            'POST',
            `/api${CALENDAR_PATHS.import(username)}`,
            {
              token,
              body: { ics, apply },
            },
          );
          expectHandled(imported, `import ${ics.slice(0, 400)}`);
          const listed = await server.client.call('GET', `/api${CALENDAR_PATHS.events(username)}`, {
            token,
            query: { from, to },
          });
          expectHandled(listed, `range ${from} ${to}`);
          const exported = await server.client.call(
            'GET',
            `/api${CALENDAR_PATHS.exportIcs(username)}`,
            { token },
          );
          expectHandled(exported, 'export');
        },
      ),
      { numRuns: 60, interruptAfterTimeLimit: 90_000 },
    );
  }, 150_000);
});
