import type { FastifyReply } from 'fastify';
import { errorEnvelopeSchema } from '@/api/schema';

/** The envelope answers every route can give; spread into a route's `response` map. */
export const ERROR_RESPONSES = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

export const AUTH_ERROR_RESPONSES = { ...ERROR_RESPONSES, 401: errorEnvelopeSchema } as const;
export const RATE_LIMITED_RESPONSES = { 429: errorEnvelopeSchema } as const;

/** Answers 204 with no body once `done` (a delete, a stop) has settled; its failure answers instead. */
export async function noContentAfter(reply: FastifyReply, done: Promise<unknown>) {
  await done;
  return reply.code(204).send();
}
