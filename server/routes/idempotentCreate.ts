import type { FastifyReply } from 'fastify';
import { IDEMPOTENCY_HEADER_NAME } from '@/api/schema';

const IDEMPOTENCY_HEADER = IDEMPOTENCY_HEADER_NAME.toLowerCase();

/**
 * A create's 201 answer, `{ [name]: created }`. With an Idempotency-Key header a retry answers
 * with the first result, marked Idempotent-Replayed, instead of creating again (notes, events).
 */
export async function sendCreated<Name extends string, Created>(
  request: { headers: Record<string, string | string[] | undefined> },
  reply: FastifyReply,
  name: Name,
  create: () => Promise<Created>,
  createOnce: (key: string) => Promise<Record<Name, Created> & { replayed: boolean }>,
) {
  const key = request.headers[IDEMPOTENCY_HEADER]?.toString();
  if (!key) return reply.code(201).send({ [name]: await create() });
  const { [name]: created, replayed } = await createOnce(key);
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(201).send({ [name]: created });
}
