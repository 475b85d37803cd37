import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@/api/schema';
import { expectBody } from '../test/client.ts';
import { withTestServer } from '../test/server.ts';
import { INLINE_SCRIPTS_FILE, inlineScriptSource } from '../builtApp/inlineScripts.ts';
import { writeInlineScripts } from '../../scripts/vite/inlineScripts.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'quire-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const boot = 'document.documentElement.dataset.booted = "1"';
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Quire shell</title><script type="module" src="/assets/app-1a2b.js"></script><script>${boot}</script>`,
  );
  writeInlineScripts(dist, [boot]);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(path.join(dist, '.secret'), 'nope');
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'prerendered', 'login.html'), '<title>Quire sign-in</title>');
  writeFileSync(
    path.join(dist, 'prerendered', 'reset-password.html'),
    '<title>Quire reset</title>',
  );
  const server = withTestServer({ staticDir: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each(['/login', '/login/'])('%s gets its prerendered page', async (url) => {
    const res = await server.client.call('GET', url, { headers: html, xsrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Quire sign-in');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  // The page shows its form for any token `resetTokenFrom` accepts, and renders nothing of it.
  const token = 'Zq3-8xVt_0kLmN4pQrS7uVwX9yZaBcDe0123456789a';
  it.each([
    `/reset-password?token=${token}`,
    `/reset-password/?token=${token}`,
    `/reset-password?token=${'a'.repeat(16)}`,
    `/reset-password?token=${'a'.repeat(256)}`,
  ])('%s gets the page prerendered with the form', async (url) => {
    const res = await server.client.call('GET', url, { headers: html, xsrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Quire reset');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/reset-password',
    '/reset-password?token=',
    `/reset-password?token=${'a'.repeat(15)}`,
    `/reset-password?token=${'a'.repeat(257)}`,
    `/reset-password?token=${'a'.repeat(20)}%00`,
    `/reset-password?token=${token}&next=%2F`,
    `/reset-password?next=%2F&token=${token}`,
    `/reset-password?token=${token}&token=${token}`,
    `/reset-password?Token=${token}`,
  ])('%s gets the app shell, which renders its notice or query', async (url) => {
    const res = await server.client.call('GET', url, { headers: html, xsrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Quire shell');
  });

  it.each([
    '/',
    '/login?next=%2Fdigi_notebook',
    '/register',
    '/calendar/ada',
    '/digi_notebook?x=1',
    '/auth/pages/error',
    '/prerendered/login',
    '/..%2Flogin',
  ])('%s gets the app shell with the headers', async (url) => {
    const res = await server.client.call('GET', url, { headers: html, xsrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Quire shell');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });

  it("allows the build's inline boot script by its hash, and no other inline script", async () => {
    const res = await server.client.call('GET', '/login', { headers: html, xsrf: false });
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSrc).toBe(`'self' ${inlineScriptSource(boot)}`);
    expect(policy).toContain("script-src-attr 'none'");
    const list = await server.client.call('GET', `/${INLINE_SCRIPTS_FILE}`, {
      headers: { accept: '*/*' },
    });
    expect(list.statusCode).toBeGreaterThanOrEqual(400);
    expect(list.body).not.toContain('sha256');
  });

  it('caches hashed assets for a year', async () => {
    const res = await server.client.call('GET', '/assets/app-1a2b.js', {
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset, a dotfile and an unknown /api page with an error, never the shell', async () => {
    expect(
      (await server.client.call('GET', '/assets/missing.js', { headers: { accept: '*/*' } }))
        .statusCode,
    ).toBe(404);
    const dotfile = await server.client.call('GET', '/.secret', { headers: { accept: '*/*' } });
    expect(dotfile.statusCode).toBeGreaterThanOrEqual(400);
    expect(dotfile.statusCode).toBeLessThan(500);
    expect(dotfile.body).not.toContain('nope');
    const api = await server.client.call('GET', '/api/nothing', { headers: html });
    expect(expectBody(api, 404, errorEnvelopeSchema).error.code).toBe('not_found');
  });
});
