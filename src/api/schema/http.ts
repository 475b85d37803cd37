import { z } from 'zod';
import { IDEMPOTENCY_HEADER_NAME } from './httpHeaders';
export * from './httpHeaders';

/** A client-made key, unique per draft (a UUID fits); the server keeps it for 24 hours. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/);

/** The headers of a create that is safe to retry (a note, an event); others pass untouched. */
export const idempotentCreateHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER_NAME.toLowerCase()]: idempotencyKeySchema.optional(),
});
