import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';

/** An open event stream over real HTTP (inject cannot stream): its text as it arrives. */
export interface OpenStream {
  request: ClientRequest;
  /** Resolves once the text received so far holds `text`. */
  received(text: string): Promise<void>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
}

export function openStream(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: unknown,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    });
    request.on('error', () => undefined);
    request.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      let text = '';
      const waiting = new Map<string, () => void>();
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        for (const [wanted, done] of waiting) if (text.includes(wanted)) done();
      });
      const ended = new Promise<void>((done) => response.on('end', done));
      response.on('error', () => undefined);
      resolve({
        request,
        ended,
        received: (wanted) =>
          text.includes(wanted)
            ? Promise.resolve()
            : new Promise((done) => waiting.set(wanted, done)),
      });
    });
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
