import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Conversations } from '../services/agent/conversations.ts';

/** Followers in other processes see new events this soon (this process's are pushed at once). */
export const STREAM_POLL_MS = 250;
/** A comment line this often keeps proxies from closing a quiet stream. */
const PING_MS = 15_000;

/**
 * Streams a conversation's logged events after `after`, then follows: woken at once by changes
 * made in this process, and by polling the log for those made in others. It ends only when the
 * client goes away, so one stream per open conversation serves every answer in it.
 */
export async function followConversation(
  conversations: Conversations,
  request: FastifyRequest,
  reply: FastifyReply,
  conversationId: string,
  after: number,
  shutdown: AbortSignal,
) {
  const closed = new AbortController();
  // The response's close is the connection's: the request's fires once its (empty) body is read.
  reply.raw.on('close', () => closed.abort());
  const onShutdown = () => closed.abort();
  shutdown.addEventListener('abort', onShutdown);
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
  let seq = after;
  // `changed` catches a wake that comes while the log is being read.
  let changed = false;
  let wake: () => void = () => undefined;
  const off = conversations.onChange(conversationId, () => {
    changed = true;
    wake();
  });
  const ping = setInterval(() => reply.raw.write(': ping\n\n'), PING_MS);
  try {
    await conversations.endDeadRuns(conversationId);
    while (!closed.signal.aborted) {
      changed = false;
      const events = await conversations.eventsAfter(conversationId, seq);
      for (const event of events) {
        reply.raw.write(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`);
        seq = event.seq;
      }
      if (events.length || changed) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, STREAM_POLL_MS);
        closed.signal.addEventListener('abort', done);
        wake = done;
        function done() {
          clearTimeout(timer);
          closed.signal.removeEventListener('abort', done);
          wake = () => undefined;
          resolve();
        }
      });
    }
  } catch (error) {
    request.log.error({ err: error }, 'following a conversation failed');
  } finally {
    shutdown.removeEventListener('abort', onShutdown);
    off();
    clearInterval(ping);
    reply.raw.end();
  }
}
