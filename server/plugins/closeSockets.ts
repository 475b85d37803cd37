import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Makes a shutdown end every connection as soon as it carries no response (docs/server.md).
 *
 * Node's `server.close()` ends only the sockets idle at that moment. A socket a client opened
 * ahead of need and never used (browsers and fetch both do) stays until Node's own timeouts, and
 * a response that finishes after the close keeps its socket alive for the keep-alive timeout
 * (Fastify's 72 s): either would hold a shutdown, and the tests' servers, for a minute or more.
 */
export function installCloseSockets(app: FastifyInstance) {
  const sockets = new Set<Socket>();
  const responding = new Map<Socket, number>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket as Socket;
    responding.set(socket, (responding.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (responding.get(socket) ?? 1) - 1;
      if (left > 0) return void responding.set(socket, left);
      responding.delete(socket);
      // Ended, not destroyed: what the response wrote still reaches the client first.
      if (closing) socket.end(() => socket.destroy());
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of sockets) if (!responding.has(socket)) socket.destroy();
  });
}
