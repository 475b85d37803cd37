import type { FastifyReply } from 'fastify';
import { errorEnvelope } from '@/api/schema';
import type { UpdateOutcome } from '../services/notes.ts';

/** A save's answer: the saved note, or 409 with the note as it is now when the version was stale. */
export function sendNoteSave(reply: FastifyReply, outcome: NonNullable<UpdateOutcome>) {
  if ('conflict' in outcome) {
    return reply.code(409).send({
      ...errorEnvelope('conflict', 'The note changed since you opened it.'),
      current: outcome.conflict,
    });
  }
  return reply.send(outcome);
}
