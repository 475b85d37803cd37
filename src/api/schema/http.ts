import { z } from './zodSetup';
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

/** The page size a cursor-paged list allows and the one it answers when none is asked for. */
export interface PageSizeLimits {
  readonly default: number;
  readonly max: number;
}

/**
 * The query fields of a list read in pages: an opaque `cursor` (the previous page's
 * `nextCursor`) and a `limit` that arrives as text and defaults to `limits.default`.
 */
export function cursorPageQuery(limits: PageSizeLimits) {
  return {
    cursor: z
      .string()
      .max(512)
      .regex(/^[\w-]*$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(limits.max).default(limits.default),
  };
}

/** A page of a list read in pages: its items, and the cursor of the next page (null at the end). */
export function cursorPage<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
