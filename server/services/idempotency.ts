import { createHash } from 'node:crypto';
import { sql, type Database, type Queryable } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { IDEMPOTENCY_TTL } from './housekeeping.ts';

export interface OnceOutcome<T> {
  result: T;
  replayed: boolean;
}

/**
 * Runs `create` once per (user, Idempotency-Key): a retry of a create whose answer was lost gets
 * the first answer again instead of a second record. The key row is written in the record's
 * transaction, so a concurrent retry waits on it and then reads the result. Reusing a key for a
 * different request (`fingerprint`) is refused; a key older than IDEMPOTENCY_TTL starts afresh.
 * Notes and events share the store, so one key names one creation whatever its kind.
 */
export async function createOnce<T>(
  db: Database,
  userId: string,
  key: string,
  fingerprint: unknown,
  create: (tx: Queryable) => Promise<T>,
): Promise<OnceOutcome<T>> {
  const requestHash = createHash('sha256').update(JSON.stringify(fingerprint)).digest();
  return db.transaction(async (tx) => {
    const claimed = await tx.maybeOne(sql`
      INSERT INTO idempotency_keys (user_id, key, request_hash, response)
      VALUES (${userId}, ${key}, ${requestHash}, '{}'::jsonb)
      ON CONFLICT (user_id, key) DO UPDATE
        SET request_hash = excluded.request_hash, response = excluded.response, created_at = now()
        WHERE idempotency_keys.created_at < now() - ${IDEMPOTENCY_TTL}
      RETURNING key`);
    if (!claimed) {
      const first = await tx.one<{ request_hash: Buffer; response: T }>(sql`
        SELECT request_hash, response FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key}`);
      if (!first.request_hash.equals(requestHash)) {
        throw new HttpError(
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request.',
          { 'idempotency-key': 'mismatch' },
        );
      }
      return { result: first.response, replayed: true };
    }
    const result = await create(tx);
    await tx.execute(sql`
      UPDATE idempotency_keys SET response = ${result} WHERE user_id = ${userId} AND key = ${key}`);
    return { result, replayed: false };
  });
}
