import type { FastifyReply } from 'fastify';
import { errorEnvelope } from '@/api/schema';

/** What a stale note save answers, from the note routes and restoring a version alike. */
export const NOTE_CHANGED = 'The note changed since you opened it.';

/**
 * A versioned save's answer (a note, an event): what was saved, or 409 with the record as it is
 * now when the version the client edited was stale; `stale` says so in the envelope.
 */
export function sendSave<Saved extends object, Current>(
  reply: FastifyReply,
  stale: string,
  outcome: Saved | { conflict: Current },
) {
  if ('conflict' in outcome) {
    return reply.code(409).send({
      ...errorEnvelope('conflict', stale),
      current: outcome.conflict,
    });
  }
  return reply.send(outcome);
}
