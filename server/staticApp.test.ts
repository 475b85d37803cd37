import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../src/api/schema/index.ts';
import type { OpenDatabase } from './db/index.ts';
import { testApp } from './test/app.ts';
import { expectBody, testClient, type TestClient } from './test/client.ts';
import { embeddedTestDatabase } from './test/postgres.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built app', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let client: TestClient;
  const dist = mkdtempSync(path.join(tmpdir(), 'quire-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Quire shell</title><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(dist, '.secret'), 'nope');
    database = await embeddedTestDatabase();
    app = await testApp(database.db, { staticDir: dist });
    client = testClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/calendar/ada', '/digi_notebook?x=1', '/auth/pages/error'])(
    '%s gets the app shell with the headers',
    async (url) => {
      const res = await client.call('GET', url, { headers: html, xsrf: false });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Quire shell');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await client.call('GET', '/assets/app-1a2b.js', { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset, a dotfile and an unknown /api page with an error, never the shell', async () => {
    expect(
      (await client.call('GET', '/assets/missing.js', { headers: { accept: '*/*' } })).statusCode,
    ).toBe(404);
    const dotfile = await client.call('GET', '/.secret', { headers: { accept: '*/*' } });
    expect(dotfile.statusCode).toBeGreaterThanOrEqual(400);
    expect(dotfile.statusCode).toBeLessThan(500);
    expect(dotfile.body).not.toContain('nope');
    const api = await client.call('GET', '/api/nothing', { headers: html });
    expect(expectBody(api, 404, errorEnvelopeSchema).error.code).toBe('not_found');
  });
});
