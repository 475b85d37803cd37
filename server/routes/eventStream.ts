import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const PING_MS = 15_000;

/** What a route's work is given to answer with server-sent events. */
export interface EventStream<Event> {
  /** Aborts when the client goes away (or the app closes, for a stream given `shutdown`). */
  signal: AbortSignal;
  /** One event: its JSON as `data:`, and `id:` when given (a client resumes after it). */
  send(event: Event, id?: number): void;
}

/**
 * Answers with server-sent events: takes the reply over, sends the headers and a ping every
 * PING_MS, runs `work` with a signal that aborts when the client goes away (or `shutdown`
 * aborts), and ends the response when the work is done, has failed, or was stopped. The work
 * stops on a disconnect, so a closed tab does not keep a model writing for nobody.
 */
export async function streamEvents<Event>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (stream: EventStream<Event>) => Promise<void>,
  shutdown?: AbortSignal,
): Promise<void> {
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  // The response's close is the connection's: the request's fires once its body has been read.
  reply.raw.on('close', stop);
  shutdown?.addEventListener('abort', stop);
  reply.hijack();
  // Hijacked: the security headers the hooks set so far are copied by hand.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  reply.raw.flushHeaders();
  const write = (text: string) => {
    if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(text);
  };
  const ping = setInterval(() => write(': ping\n\n'), PING_MS);
  try {
    await work({
      signal: stopped.signal,
      send: (event, id) =>
        write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`),
    });
  } catch (error) {
    if (!stopped.signal.aborted) request.log.error({ err: error }, 'an event stream failed');
  } finally {
    clearInterval(ping);
    shutdown?.removeEventListener('abort', stop);
    reply.raw.off('close', stop);
    reply.raw.end();
  }
}

/**
 * A signal that aborts when the app starts closing: a stream that only ends when its client
 * goes must be ended by the app's close, or the close would wait for it forever.
 */
export function closingSignal(app: FastifyInstance): AbortSignal {
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  return closing.signal;
}

/**
 * A stream's wait between two looks at the database: `ms`, or less when the client goes
 * (`signal`) or `wake()` is called (a change made in this process).
 */
export function pollPause(ms: number, signal: AbortSignal) {
  let wake: () => void = () => undefined;
  const over = new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    wake = done;
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
  return { over, wake };
}
