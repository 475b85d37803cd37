import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake models share: an OpenAI-compatible address on 127.0.0.1 that reads each
 * request's JSON body and hands it to `answer`. `stop` destroys the responses still open (a
 * hanging or endless stream would otherwise keep the server from closing).
 */
export async function startModelServer<Body>(
  answer: (body: Body, request: IncomingMessage, response: ServerResponse) => void,
) {
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => answer(JSON.parse(raw) as Body, request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    async stop() {
      for (const response of open) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
