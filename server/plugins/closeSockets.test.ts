import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installCloseSockets } from './closeSockets.ts';

/** Far beyond a healthy close, far below Node's own timeouts (60 s and more). */
const HUNG_MS = 10_000;

let app: FastifyInstance;
const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

async function listening(slowMs: number) {
  app = Fastify();
  installCloseSockets(app);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A raw client socket that records what it receives and when it is closed. */
async function client(port: number) {
  const socket = connect(port, '127.0.0.1');
  clients.push(socket);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed, received: () => received };
}

const closesInTime = (closing: Promise<unknown>) =>
  Promise.race([
    closing.then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('hung'), HUNG_MS).unref()),
  ]);

describe('closing the server', () => {
  it('ends a socket the client opened and never used', async () => {
    const port = await listening(0);
    const unused = await client(port);
    expect(await closesInTime(app.close())).toBe('closed');
    await unused.closed;
  });

  it('lets a response in flight finish, then ends its keep-alive socket', async () => {
    const port = await listening(300);
    const busy = await client(port);
    busy.socket.write('GET /slow HTTP/1.1\r\nHost: quire.test\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await closesInTime(app.close())).toBe('closed');
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(busy.received()).toContain('{"done":true}');
  });

  it('ends a keep-alive socket left idle by an earlier response', async () => {
    const port = await listening(0);
    const idle = await client(port);
    idle.socket.write('GET /slow HTTP/1.1\r\nHost: quire.test\r\nConnection: keep-alive\r\n\r\n');
    await expect.poll(() => idle.received()).toContain('{"done":true}');
    expect(await closesInTime(app.close())).toBe('closed');
    await idle.closed;
  });
});
