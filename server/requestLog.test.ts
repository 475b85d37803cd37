import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedUrl, withRequestLog } from './requestLog.ts';

const TOKEN = 'k3Y-secret_token.value';

describe('the request log', () => {
  it('keeps no token from an address', () => {
    expect(loggedUrl(`/reset-password?token=${TOKEN}`)).toBe('/reset-password?token=[redacted]');
    expect(loggedUrl(`/reset-password?a=1&token=${TOKEN}&b=2#x`)).toBe(
      '/reset-password?a=1&token=[redacted]&b=2#x',
    );
    expect(loggedUrl(`/x?Token=${TOKEN}&token=${TOKEN}`)).not.toContain(TOKEN);
    expect(loggedUrl('/api/notes?tag=token')).toBe('/api/notes?tag=token');
    expect(loggedUrl('/login')).toBe('/login');
  });

  it('writes the address of a served request without its token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: withRequestLog({ level: 'info', stream }) });
    app.get('/reset-password', async () => 'page');
    await app.inject({ url: `/reset-password?token=${TOKEN}` });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/reset-password?token=[redacted]');
    expect(logged).not.toContain(TOKEN);
  });

  it('leaves silence silent', () => {
    expect(withRequestLog(false)).toBe(false);
  });
});
