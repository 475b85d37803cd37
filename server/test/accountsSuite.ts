import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  errorEnvelopeSchema,
  forgotResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
} from '@/api/schema';
import { JSON_BODY_LIMIT } from '../app.ts';
import type { OpenDatabase } from '../db/index.ts';
import { memoryMailer } from './app.ts';
import { api, expectBody } from './client.ts';
import { withTestServer } from './server.ts';
import { newUser, register } from './users.ts';

/** Every accounts route's success and failure modes; run against each kind of database. */
export function describeAccountRoutes(label: string, open: () => Promise<OpenDatabase>): void {
  describe(`accounts API (${label})`, () => {
    const mailer = memoryMailer();
    const server = withTestServer({ open, mailer });

    describe('register', () => {
      it('creates the account, answers 201 with a working session', async () => {
        const session = await register(server.client);
        expect(session.user.username).toBe(session.input.username);
        const me = expectBody(
          await server.client.call('GET', api(ACCOUNT_PATHS.me), { token: session.token }),
          200,
          meResponseSchema,
        );
        expect(me.user).toEqual(session.user);
        expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
      });

      it('answers 400 with a code per field', async () => {
        const res = await server.client.call('POST', api(ACCOUNT_PATHS.register), {
          body: { name: '', username: 'a b', email: 'nope', password: 'short' },
        });
        const body = expectBody(res, 400, errorEnvelopeSchema);
        expect(body.error.code).toBe('validation_failed');
        expect(body.error.fields).toEqual({
          name: 'too_short',
          username: 'invalid_format',
          email: 'invalid_email',
          password: 'too_short',
        });
      });

      it('reports a missing field as required', async () => {
        const { password: _password, ...rest } = newUser();
        const body = expectBody(
          await server.client.call('POST', api(ACCOUNT_PATHS.register), { body: rest }),
          400,
          errorEnvelopeSchema,
        );
        expect(body.error.fields).toEqual({ password: 'required' });
      });

      it.each(['email', 'username'] as const)(
        'answers 409 %s_taken regardless of case',
        async (field) => {
          const first = await register(server.client);
          const again = newUser({ [field]: first.input[field].toUpperCase() });
          const body = expectBody(
            await server.client.call('POST', api(ACCOUNT_PATHS.register), { body: again }),
            409,
            errorEnvelopeSchema,
          );
          expect(body.error).toMatchObject({
            code: `${field}_taken`,
            fields: { [field]: 'taken' },
          });
        },
      );

      it('lets exactly one of two racing registrations win', async () => {
        const user = newUser();
        const results = await Promise.all(
          [1, 2, 3].map(() =>
            server.client.call('POST', api(ACCOUNT_PATHS.register), { body: user }),
          ),
        );
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
        for (const r of results.filter((x) => x.statusCode === 409))
          expectBody(r, 409, errorEnvelopeSchema);
      });
    });

    describe('login', () => {
      it('signs in by email or by username, any case', async () => {
        const { input } = await register(server.client);
        for (const identifier of [
          input.email,
          input.username,
          input.username.toUpperCase(),
          ` ${input.email.toUpperCase()} `,
        ]) {
          const session = expectBody(
            await server.client.call('POST', api(ACCOUNT_PATHS.login), {
              body: { identifier, password: input.password },
            }),
            200,
            sessionResponseSchema,
          );
          expect(session.user.email).toBe(input.email);
        }
      });

      it('answers 401 invalid_credentials for a wrong password or an unknown account', async () => {
        const { input } = await register(server.client);
        for (const body of [
          { identifier: input.username, password: 'wrong-password' },
          { identifier: 'nobody-here', password: input.password },
        ]) {
          const res = await server.client.call('POST', api(ACCOUNT_PATHS.login), { body });
          expect(expectBody(res, 401, errorEnvelopeSchema).error.code).toBe('invalid_credentials');
        }
      });

      it('answers 400 with fields for an empty form', async () => {
        const res = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
          body: { identifier: '', password: '' },
        });
        expect(expectBody(res, 400, errorEnvelopeSchema).error.fields).toEqual({
          identifier: 'too_short',
          password: 'too_short',
        });
      });
    });

    describe('me and logout', () => {
      it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
        for (const headers of [
          {} as Record<string, string>,
          { authorization: 'Bearer' },
          { authorization: 'Basic abc' },
          { authorization: `Bearer ${'x'.repeat(43)}` },
        ]) {
          const res = await server.client.call('GET', api(ACCOUNT_PATHS.me), { headers });
          expect(expectBody(res, 401, errorEnvelopeSchema).error.code).toBe('unauthorized');
        }
      });

      it('logout answers 204 and revokes only that token', async () => {
        const first = await register(server.client);
        const second = expectBody(
          await server.client.call('POST', api(ACCOUNT_PATHS.login), {
            body: { identifier: first.input.email, password: first.input.password },
          }),
          200,
          sessionResponseSchema,
        );
        const out = await server.client.call('POST', api(ACCOUNT_PATHS.logout), {
          token: first.token,
        });
        expect(out.statusCode).toBe(204);
        expect(out.body).toBe('');
        expect(
          (await server.client.call('GET', api(ACCOUNT_PATHS.me), { token: first.token }))
            .statusCode,
        ).toBe(401);
        expect(
          (await server.client.call('POST', api(ACCOUNT_PATHS.logout), { token: first.token }))
            .statusCode,
        ).toBe(401);
        expect(
          (await server.client.call('GET', api(ACCOUNT_PATHS.me), { token: second.token }))
            .statusCode,
        ).toBe(200);
      });
    });

    describe('forgot and reset', () => {
      it('always answers 202, and mails a link only for a real account', async () => {
        const { input } = await register(server.client);
        const before = mailer.sent.length;
        for (const email of ['nobody@example.test', input.email.toUpperCase()]) {
          expectBody(
            await server.client.call('POST', api(ACCOUNT_PATHS.forgot), { body: { email } }),
            202,
            forgotResponseSchema,
          );
        }
        await expect.poll(() => mailer.sent.length).toBe(before + 1);
        expect(mailer.sent.at(-1)?.to).toBe(input.email);
        expect(mailer.lastLink()).toMatch(
          /^http:\/\/quire\.test\/reset-password\?token=[\w-]{43}$/,
        );
      });

      it('resets the password once, revoking every session', async () => {
        const session = await register(server.client);
        const { input } = session;
        await server.client.call('POST', api(ACCOUNT_PATHS.forgot), {
          body: { email: input.email },
        });
        await expect.poll(() => mailer.sent.at(-1)?.to).toBe(input.email);
        const token = new URL(mailer.lastLink() ?? '').searchParams.get('token') ?? '';
        const reset = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
          body: { token, password: 'brand-new-password' },
        });
        expect(reset.statusCode).toBe(204);
        expect(
          (await server.client.call('GET', api(ACCOUNT_PATHS.me), { token: session.token }))
            .statusCode,
        ).toBe(401);
        const oldLogin = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
          body: { identifier: input.email, password: input.password },
        });
        expect(oldLogin.statusCode).toBe(401);
        expectBody(
          await server.client.call('POST', api(ACCOUNT_PATHS.login), {
            body: { identifier: input.email, password: 'brand-new-password' },
          }),
          200,
          sessionResponseSchema,
        );
        const reuse = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
          body: { token, password: 'another-password' },
        });
        expect(expectBody(reuse, 400, errorEnvelopeSchema).error.code).toBe('invalid_token');
      });

      it('refuses an unknown token with 400 invalid_token and a short password with fields', async () => {
        const res = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
          body: { token: 'x'.repeat(43), password: 'long-enough-pw' },
        });
        expect(expectBody(res, 400, errorEnvelopeSchema).error.code).toBe('invalid_token');
        const short = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
          body: { token: 'x'.repeat(43), password: 'short' },
        });
        expect(expectBody(short, 400, errorEnvelopeSchema).error.fields).toEqual({
          password: 'too_short',
        });
      });

      it('refuses an expired link', async () => {
        const { input } = await register(server.client);
        await server.client.call('POST', api(ACCOUNT_PATHS.forgot), {
          body: { email: input.email },
        });
        await expect.poll(() => mailer.sent.at(-1)?.to).toBe(input.email);
        const token = new URL(mailer.lastLink() ?? '').searchParams.get('token') ?? '';
        await server.database.db.pool.query(
          "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
          [input.email],
        );
        const res = await server.client.call('POST', api(ACCOUNT_PATHS.reset), {
          body: { token, password: 'brand-new-password' },
        });
        expect(expectBody(res, 400, errorEnvelopeSchema).error.code).toBe('invalid_token');
      });
    });

    describe('envelope for transport errors', () => {
      it('403 xsrf_mismatch without the double-submit pair, and sets the cookie for a retry', async () => {
        const res = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
          body: { identifier: 'a', password: 'b' },
          xsrf: false,
        });
        expect(expectBody(res, 403, errorEnvelopeSchema).error.code).toBe('xsrf_mismatch');
        expect(String(res.headers['set-cookie'])).toMatch(
          /^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Strict$/,
        );
        const wrong = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
          body: { identifier: 'a', password: 'b' },
          xsrf: false,
          headers: { cookie: 'XSRF-TOKEN=one-value', 'x-xsrf-token': 'another-value' },
        });
        expect(expectBody(wrong, 403, errorEnvelopeSchema).error.code).toBe('xsrf_mismatch');
      });

      it('404 not_found for an unknown /api route, any method', async () => {
        for (const method of ['GET', 'POST', 'DELETE'] as const) {
          const res = await server.client.call(method, '/api/no-such-thing');
          expect(expectBody(res, 404, errorEnvelopeSchema).error.code).toBe('not_found');
        }
      });

      it('413 payload_too_large above the JSON limit', async () => {
        const res = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
          body: JSON.stringify({ identifier: 'x'.repeat(JSON_BODY_LIMIT), password: 'y' }),
          headers: { 'content-type': 'application/json' },
        });
        expect(expectBody(res, 413, errorEnvelopeSchema).error.code).toBe('payload_too_large');
      });

      it('415 for a body that is not JSON, 400 for broken JSON', async () => {
        const text = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
          body: 'identifier=a',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(expectBody(text, 415, errorEnvelopeSchema).error.code).toBe(
          'unsupported_media_type',
        );
        const broken = await server.client.call('POST', api(ACCOUNT_PATHS.login), {
          body: '{"identifier":',
          headers: { 'content-type': 'application/json' },
        });
        expect(expectBody(broken, 400, errorEnvelopeSchema).error.code).toBe('validation_failed');
      });

      it('sets the security headers and a strict CSP', async () => {
        const res = await server.client.call('GET', api(ACCOUNT_PATHS.me));
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      });

      it('serves the OpenAPI document at /api/docs, listing every account route', async () => {
        const res = await server.client.call('GET', '/api/docs');
        expect(res.statusCode).toBe(200);
        const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
        expect(doc.openapi).toMatch(/^3\./);
        for (const path of Object.values(ACCOUNT_PATHS))
          expect(Object.keys(doc.paths)).toContain(api(path));
      });
    });
  });
}
