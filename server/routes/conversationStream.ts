import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AgentStreamEvent } from '@/api/schema';
import type { Queryable } from '../db/index.ts';
import { startViewing } from '../services/agent/conversationViewers.ts';
import type { Conversations } from '../services/agent/conversations.ts';
import { pollPause, streamEvents } from './eventStream.ts';

/** Followers in other processes see new events this soon (this process's are pushed at once). */
export const STREAM_POLL_MS = 250;

/**
 * Streams a conversation's logged events after `after`, then follows: woken at once by changes
 * made in this process, and by polling the log for those made in others. It ends only when the
 * client goes away (or the app closes), so one stream per open conversation serves every answer
 * in it.
 */
export async function followConversation(
  db: Queryable,
  conversations: Conversations,
  request: FastifyRequest,
  reply: FastifyReply,
  conversationId: string,
  after: number,
  shutdown: AbortSignal,
) {
  // Counted as watching before the headers go out, so a run that ends at once already sees it:
  // while this stream is open its owner sees the runs, and they need no notification.
  const viewing = await startViewing(db, conversationId);
  try {
    return await streamEvents<AgentStreamEvent>(
      request,
      reply,
      async ({ send, signal }) => {
        let seq = after;
        // `changed` catches a wake that comes while the log is being read.
        let changed = false;
        let wake: () => void = () => undefined;
        const off = conversations.onChange(conversationId, () => {
          changed = true;
          wake();
        });
        try {
          await conversations.endDeadRuns(conversationId);
          while (!signal.aborted) {
            await viewing.refresh();
            changed = false;
            const events = await conversations.eventsAfter(conversationId, seq);
            for (const event of events) {
              send(event, event.seq);
              seq = event.seq;
            }
            if (events.length || changed) continue;
            const pause = pollPause(STREAM_POLL_MS, signal);
            wake = pause.wake;
            await pause.over;
            wake = () => undefined;
          }
        } finally {
          off();
        }
      },
      shutdown,
    );
  } finally {
    await viewing.end().catch(() => undefined);
  }
}
