import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/vite/precompress.ts';
import { installCompression } from './compression.ts';
import { DOCS_PATH } from './docs.ts';
import { withTestServer } from '../test/server.ts';

const SCRIPT = 'assets/app-1a2b.js';
const scriptText = Array.from(
  { length: 200 },
  (_, i) => `export const value${i} = "some repeated text ${i}";`,
).join('\n');

function builtApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'quire-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Quire shell</title><script type="module" src="/${SCRIPT}"></script>${'<!-- padding -->'.repeat(80)}`,
  );
  writeFileSync(path.join(dist, SCRIPT), scriptText);
  writeFileSync(path.join(dist, `${SCRIPT}.map`), '{"version":3,"sources":["secret.ts"]}');
  return dist;
}

describe('the built app goes out precompressed', async () => {
  const dist = builtApp();
  await precompressFile(path.join(dist, 'index.html'));
  await precompressFile(path.join(dist, SCRIPT));
  const server = withTestServer({ staticDir: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string>) =>
    server.client.call('GET', url, { headers, xsrf: false });

  it('sends Brotli to a client that accepts it, with Vary', async () => {
    const res = await get(`/${SCRIPT}`, { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(scriptText.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(scriptText);
  });

  it('sends gzip to a client without Brotli, and the plain file to one without either', async () => {
    const gz = await get(`/${SCRIPT}`, { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(scriptText);
    const plain = await get(`/${SCRIPT}`, { accept: '*/*', 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(scriptText);
  });

  it('compresses the app shell of a history-fallback page too', async () => {
    const res = await get('/login', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Quire shell');
  });

  it('never serves a source map, whatever the encoding asked for', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(`/${SCRIPT}.map`, { accept: '*/*', 'accept-encoding': encoding });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('compresses an API reply above the threshold and leaves a small one alone', async () => {
    const large = await get(DOCS_PATH, { accept: 'application/json', 'accept-encoding': 'br' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('paths');
    const small = await get('/api/account/me', {
      accept: 'application/json',
      'accept-encoding': 'br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toHaveProperty('error');
  });
});

describe('an event stream is never held back by compression', () => {
  let app: FastifyInstance | undefined;
  const stream = new PassThrough();
  afterEach(async () => {
    stream.end();
    await app?.close();
  });

  it('delivers the first event while the stream is still open', async () => {
    app = Fastify();
    await installCompression(app);
    app.get('/events', (_request, reply) => {
      reply.header('content-type', 'text/event-stream').header('cache-control', 'no-cache');
      stream.write(`data: first\n\n${': padding past the threshold\n'.repeat(100)}\n`);
      return reply.send(stream);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const { headers, firstChunk } = await new Promise<{
      headers: Record<string, unknown>;
      firstChunk: string;
    }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/events', headers: { 'accept-encoding': 'br, gzip' } },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, firstChunk: chunk.toString() });
            res.resume();
          });
        },
      );
      req.on('error', reject);
      // A compressor would hold the event until the stream ends, which it does not here.
      setTimeout(() => reject(new Error('no event arrived while the stream was open')), 5000);
      req.end();
    });
    expect(headers['content-encoding']).toBeUndefined();
    expect(firstChunk).toContain('data: first');
    // The event arrived although the stream has not ended: nothing buffered it.
    expect(stream.writableEnded).toBe(false);
  });
});
