import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { sql, type Queryable } from '../db/index.ts';
import { HttpError } from '../errors.ts';

/** Keyset position in the default order, or an offset into a ranked search. */
export type NotesCursor = { p: boolean; u: string; i: string } | { o: number };
type KeysetCursor = Extract<NotesCursor, { u: string }>;
type OffsetCursor = Extract<NotesCursor, { o: number }>;

/** What a paged list is asked for: where the last page ended (opaque), and how many at most. */
export interface PageRequest {
  cursor?: string;
  limit: number;
}

// Only instants PostgreSQL and JavaScript both represent; the signature already keeps out
// anything this server did not make, this keeps out anything it could not have made.
const instant = z.iso.datetime({ offset: true }).refine((text) => {
  const year = new Date(text).getUTCFullYear();
  return year >= 1970 && year <= 9999;
});
const cursorSchema = z.union([
  z.object({ p: z.boolean(), u: instant, i: z.uuid() }).strict(),
  z.object({ o: z.number().int().min(0).max(1_000_000) }).strict(),
]);

const MAC_BYTES = 16;

/**
 * List cursors are opaque to the client: the JSON position plus an HMAC under a key kept in the
 * database (`server_secrets`), so every server process on one database accepts the others'.
 */
export function createCursors(key: Buffer) {
  const mac = (payload: Buffer) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  /** The cursor the client sent back, or null when it is not one this server made. */
  function decode(text: string): NotesCursor | null {
    const raw = Buffer.from(text, 'base64url');
    if (raw.length <= MAC_BYTES) return null;
    const payload = raw.subarray(MAC_BYTES);
    if (!timingSafeEqual(raw.subarray(0, MAC_BYTES), mac(payload))) return null;
    try {
      const parsed = cursorSchema.safeParse(JSON.parse(payload.toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  /**
   * A list request's position: undefined on the first page, else the cursor it sent back, which
   * must be one this server made for that kind of list (a keyset or an offset), or a 400.
   */
  function position(text: string | undefined): NotesCursor | undefined;
  function position(text: string | undefined, kind: 'keyset'): KeysetCursor | undefined;
  function position(text: string | undefined, kind: 'offset'): OffsetCursor | undefined;
  function position(text: string | undefined, kind?: 'keyset' | 'offset') {
    if (text === undefined) return undefined;
    const cursor = decode(text);
    if (cursor === null || (kind && 'o' in cursor !== (kind === 'offset'))) {
      throw new HttpError('validation_failed', 'The list position is not valid.', {
        cursor: 'invalid',
      });
    }
    return cursor;
  }
  return {
    position,
    encode(cursor: NotesCursor): string {
      const payload = Buffer.from(JSON.stringify(cursor));
      return Buffer.concat([mac(payload), payload]).toString('base64url');
    },
  };
}
export type Cursors = ReturnType<typeof createCursors>;

/** The named secret, made once by whichever process asks first. */
export async function serverSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.execute(
    sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${randomBytes(32)}) ON CONFLICT (name) DO NOTHING`,
  );
  const row = await db.one<{ value: Buffer }>(
    sql`SELECT value FROM server_secrets WHERE name = ${name}`,
  );
  return row.value;
}
