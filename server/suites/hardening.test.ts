import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  errorEnvelopeSchema,
  NOTE_CONTENT_LIMITS,
  NOTES_PATHS,
  SEARCH_PATHS,
  listNotesResponseSchema,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { memoryMailer } from '../test/app.ts';
import { api, expectBody, expectCreatedOnce } from '../test/client.ts';
import { notesTestServer, paragraphs } from '../test/notes.ts';
import { withTestServer } from '../test/server.ts';
import { newUser, register } from '../test/users.ts';

/**
 * The JSON text of a document with `depth` blockquotes one inside the other, built as text:
 * JSON.stringify itself recurses and would overflow long before the server is asked.
 */
function nestedJson(depth: number): string {
  const paragraph = '{"type":"paragraph","content":[{"type":"text","text":"deep"}]}';
  return `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(depth)}${paragraph}${']}'.repeat(depth)}]}`;
}
const nested = (depth: number) => JSON.parse(nestedJson(depth)) as Record<string, unknown>;
const JSON_TYPE = { 'content-type': 'application/json' };

describe('hardening: notes', () => {
  const { server, call, signUp, create } = notesTestServer();

  it('deep documents: 50 levels saved; 1,000 and 50,000 levels refused with 400 too_complex', async () => {
    const token = await signUp('deep');
    expect((await create(token, { title: 'fifty', content: nested(50) })).title).toBe('fifty');
    for (const depth of [1_000, 50_000]) {
      const response = await call(token, {
        method: 'POST',
        url: NOTES_PATHS.list,
        payload: `{"title":"deep","content":${nestedJson(depth)}}`,
        headers: JSON_TYPE,
      });
      expect(response.statusCode, `${depth} levels`).toBe(400);
      expect(expectBody(response, 400, errorEnvelopeSchema).error.fields).toEqual({
        content: 'too_complex',
      });
      const patched = await call(token, {
        method: 'PATCH',
        url: NOTES_PATHS.one((await create(token, { title: 'target' })).id),
        payload: `{"version":1,"content":${nestedJson(depth)}}`,
        headers: JSON_TYPE,
      });
      expect(patched.statusCode, `PATCH ${depth} levels`).toBe(400);
    }
    const wide = {
      type: 'doc',
      content: Array.from({ length: NOTE_CONTENT_LIMITS.nodes + 1 }, () => ({
        type: 'horizontalRule',
      })),
    };
    const tooMany = await call(token, {
      method: 'POST',
      url: NOTES_PATHS.list,
      payload: { content: wide },
    });
    expect(expectBody(tooMany, 400, errorEnvelopeSchema).error.fields).toEqual({
      content: 'too_complex',
    });
  });

  it('a deeply nested row already in the database does not break reading the notebook', async () => {
    const token = await signUp('legacy');
    const note = await create(token, { title: 'legacy' });
    await server.database.db.execute(
      sql`UPDATE notes SET content = ${nestedJson(1_000)}::jsonb WHERE id = ${note.id}`,
    );
    const listed = await call(token, { method: 'GET', url: NOTES_PATHS.list });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listNotesResponseSchema.parse(listed.json()).items.map((n) => n.id)).toContain(note.id);
    const one = await call(token, { method: 'GET', url: NOTES_PATHS.one(note.id) });
    expect(one.statusCode).toBe(200);
  });

  it('NUL and lone surrogates are a 400 on their field, never a 500', async () => {
    const token = await signUp('nul');
    const note = await create(token, { title: 'target' });
    const bodies: [Record<string, unknown>, string][] = [
      [{ title: 'a\u0000b' }, 'title'],
      [{ plainText: '\u0000' }, 'plainText'],
      [{ tags: ['ok', 'x\u0000'] }, 'tags.1'],
      [{ ...paragraphs('x\u0000y') }, 'content.content.0.content.0.text'],
      [{ ...paragraphs('lone \uD800 surrogate') }, 'content.content.0.content.0.text'],
    ];
    for (const [body, field] of bodies) {
      for (const [method, url, extra] of [
        ['POST', NOTES_PATHS.list, {}],
        ['PATCH', NOTES_PATHS.one(note.id), { version: 1 }],
      ] as const) {
        const response = await call(token, { method, url, payload: { ...extra, ...body } });
        const envelope = expectBody(response, 400, errorEnvelopeSchema);
        expect(envelope.error.fields?.[field], `${method} ${JSON.stringify(body)}`).toBe(
          'invalid_characters',
        );
      }
    }
    for (const [url, query] of [
      [NOTES_PATHS.list, { q: 'a\u0000b' }],
      [NOTES_PATHS.list, { tag: '\u0000' }],
      [SEARCH_PATHS.search, { q: '\u0000' }],
    ] as const) {
      const response = await call(token, { method: 'GET', url, query });
      expect(expectBody(response, 400, errorEnvelopeSchema).error.code).toBe('validation_failed');
    }
  });

  it('cursors are signed: a forged one (year 0, or any this server did not make) is a 400', async () => {
    const token = await signUp('cursor');
    const forged = Buffer.from(
      JSON.stringify({
        p: false,
        u: '0000-01-01T00:00:00Z',
        i: '00000000-0000-0000-0000-000000000000',
      }),
    ).toString('base64');
    for (const cursor of [
      forged,
      forged.replace(/=+$/, ''),
      Buffer.from('{"o":5}').toString('base64url'),
    ]) {
      const response = await call(token, {
        method: 'GET',
        url: NOTES_PATHS.list,
        query: { cursor },
      });
      expect(expectBody(response, 400, errorEnvelopeSchema).error.fields).toEqual({
        cursor: expect.any(String),
      });
    }
  });

  it('links render what the renderer sets: stored target, rel and class are refused, and only http(s)/mailto', async () => {
    const token = await signUp('links');
    const link = (attrs: Record<string, unknown>) => ({
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs }] }],
          },
        ],
      },
    });
    for (const attrs of [
      { href: 'https://example.com', target: '_self', rel: 'opener', class: 'evil' },
      { href: 'https://example.com', onclick: 'alert(1)' },
      { href: 'javascript:alert(1)' },
      { href: 'data:text/html,<script>alert(1)</script>' },
    ]) {
      const response = await call(token, {
        method: 'POST',
        url: NOTES_PATHS.list,
        payload: link(attrs),
      });
      expect(response.statusCode, JSON.stringify(attrs)).toBe(400);
    }
    for (const content of [
      { type: 'doc', content: [{ type: 'script', text: 'x' }] },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'x' } }] },
      { type: 'doc', content: [{ type: 'text', text: 'x', marks: [{ type: 'onmouseover' }] }] },
    ]) {
      const response = await call(token, {
        method: 'POST',
        url: NOTES_PATHS.list,
        payload: { content },
      });
      expect(response.statusCode, JSON.stringify(content)).toBe(400);
    }
    const editorLink = link({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
      class: null,
    });
    expect((await create(token, editorLink)).content).toEqual(editorLink.content);
  });

  it('every /api answer says Cache-Control: no-store', async () => {
    const token = await signUp('cache');
    for (const url of [NOTES_PATHS.list, ACCOUNT_PATHS.me, '/nowhere']) {
      const response = await call(token, { method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const login = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
      body: { identifier: 'nobody', password: 'whatever' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('hardening: framework errors keep the envelope', () => {
  const server = withTestServer();

  it('bad URL encoding, an over-long id, bad JSON, an empty JSON body, a wrong content type', async () => {
    const { token } = await register(server.client);
    const longId = 'a'.repeat(600);
    const cases = [
      await server.client.call('GET', '/api/notes/%FF', { token }),
      await server.client.call('GET', `/api/notes/${longId}`, { token }),
      await server.client.call('POST', '/api/notes', {
        token,
        body: '{"title":',
        headers: { 'content-type': 'application/json' },
      }),
      await server.client.call('POST', '/api/notes', {
        token,
        body: '',
        headers: { 'content-type': 'application/json' },
      }),
      await server.client.call('POST', '/api/notes', {
        token,
        body: 'x',
        headers: { 'content-type': 'text/csv' },
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(errorEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
      expect(response.body).not.toContain('FST_');
      expect(response.body).not.toContain(longId);
    }
  });
});

describe('hardening: accounts', () => {
  const mailer = memoryMailer();
  const held: (() => void)[] = [];
  const server = withTestServer({ mailer, defer: (job) => held.push(job) });

  it('names refuse line breaks, other controls and bidi overrides', async () => {
    for (const name of [
      'Bob,\r\n\r\nYour account is LOCKED. Verify at http://evil.example/login',
      'tab\there',
      'nul\u0000',
      'c1\u0085',
      'evil\u202Eexe.txt',
      'iso\u2066late',
    ]) {
      const response = await server.client.call('POST', api(ACCOUNT_PATHS.register), {
        body: newUser({ name }),
      });
      expect(
        expectBody(response, 400, errorEnvelopeSchema).error.fields,
        JSON.stringify(name),
      ).toEqual({
        name: 'invalid_characters',
      });
    }
  });

  it('NUL in a login identifier or password is a 400, not a database error', async () => {
    for (const body of [
      { identifier: '\u0000', password: 'x' },
      { identifier: 'someone', password: 'a\u0000b' },
    ]) {
      const response = await server.client.call('POST', api(ACCOUNT_PATHS.login), { body });
      expect(expectBody(response, 400, errorEnvelopeSchema).error.code).toBe('validation_failed');
    }
  });

  it('weak passwords are refused at register with a reason', async () => {
    const cases: [Partial<ReturnType<typeof newUser>>, string][] = [
      [{ password: 'password' }, 'weak_password'],
      [{ password: '12345678' }, 'weak_password'],
      [{ password: 'PassWord123' }, 'weak_password'],
      [{ password: '        ' }, 'weak_password'],
      [{ password: 'zzzzzzzzzz' }, 'weak_password'],
      [{ username: 'carol_smith', password: 'Carol_Smith' }, 'password_matches_account'],
      [
        { email: 'carol.smith@example.test', password: 'carol.smith@example.test' },
        'password_matches_account',
      ],
    ];
    for (const [overrides, code] of cases) {
      const response = await server.client.call('POST', api(ACCOUNT_PATHS.register), {
        body: newUser(overrides),
      });
      expect(
        expectBody(response, 400, errorEnvelopeSchema).error.fields,
        JSON.stringify(overrides),
      ).toEqual({
        password: code,
      });
    }
  });

  it('forgot answers before looking the address up, then mails once per request up to 3 an hour', async () => {
    const { input } = await register(server.client);
    const before = mailer.sent.length;
    for (let i = 0; i < 5; i++) {
      const response = await server.client.call('POST', api(ACCOUNT_PATHS.forgot), {
        body: { email: input.email },
      });
      expect(response.statusCode).toBe(202);
    }
    // Answered, and nothing about the account was looked up yet: timing cannot tell it exists.
    expect(held).toHaveLength(5);
    const rows = await server.database.db.many(
      sql`SELECT 1 FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = ${input.email}`,
    );
    expect(rows).toHaveLength(0);
    for (const job of held.splice(0)) job();
    await expect.poll(() => mailer.sent.length - before).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailer.sent.length - before).toBe(3);
    expect(mailer.sent.at(-1)?.text).toContain(`“${input.name}”`);
  });

  it('reset refuses a password equal to the username, and the link still works after', async () => {
    const { input } = await register(server.client);
    await server.client.call('POST', api(ACCOUNT_PATHS.forgot), { body: { email: input.email } });
    for (const job of held.splice(0)) job();
    await expect.poll(() => mailer.sent.at(-1)?.to).toBe(input.email);
    const token = new URL(mailer.lastLink() ?? '').searchParams.get('token') ?? '';
    const same = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
      body: { token, password: input.username.toUpperCase() },
    });
    expect(expectBody(same, 400, errorEnvelopeSchema).error.fields).toEqual({
      password: 'password_matches_account',
    });
    const common = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
      body: { token, password: 'password1' },
    });
    expect(expectBody(common, 400, errorEnvelopeSchema).error.fields).toEqual({
      password: 'weak_password',
    });
    const ok = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
      body: { token, password: 'a-much-better-secret' },
    });
    expect(ok.statusCode).toBe(204);
  });
});

describe('hardening: retried creates', () => {
  const { server, call, signUp, list } = notesTestServer();
  const createWithKey = (token: string, key: string, title: string) =>
    call(token, {
      method: 'POST',
      url: NOTES_PATHS.list,
      payload: { title },
      headers: { 'idempotency-key': key },
    });

  it('a repeat with the same Idempotency-Key answers with the first note, even when concurrent', async () => {
    const token = await signUp('retry');
    const key = randomUUID();
    await expectCreatedOnce(
      () => createWithKey(token, key, 'once'),
      (body) => (body as { note: { id: string } }).note.id,
    );
    expect((await list(token)).items.map((note) => note.title)).toEqual(['once']);
  });

  it('the same key with another body is 422; other users and expired keys start afresh', async () => {
    const token = await signUp('retry2');
    const key = randomUUID();
    const first = await createWithKey(token, key, 'first');
    expect(first.statusCode).toBe(201);
    const clash = await createWithKey(token, key, 'second');
    expect(expectBody(clash, 422, errorEnvelopeSchema).error.code).toBe('idempotency_key_reused');
    const other = await createWithKey(await signUp('retry3'), key, 'first');
    expect(other.statusCode).toBe(201);
    expect(other.json()).not.toEqual(first.json());
    await server.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`,
    );
    const later = await createWithKey(token, key, 'second');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    const bad = await createWithKey(token, 'no spaces allowed here', 'x');
    expect(expectBody(bad, 400, errorEnvelopeSchema).error.fields).toHaveProperty(
      'idempotency-key',
    );
  });
});
