import { FILE_LIMITS } from '@/api/schema';
import { sql, type Queryable } from '../db/index.ts';

/** How often expired sessions, reset links, counters and idempotency keys are swept. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Idempotency keys answer repeats for a day; after that a retry is a new note. */
export const IDEMPOTENCY_TTL = sql`interval '24 hours'`;

export function createHousekeeping(db: Queryable) {
  return {
    /**
     * Deletes rows that can never be used again. A day of grace keeps recent sessions and reset
     * links around for anyone reading the table to understand a sign-out or a failed reset.
     */
    async sweep(): Promise<number> {
      const counts = await Promise.all([
        db.execute(
          sql`DELETE FROM sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
        ),
        db.execute(
          sql`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
        ),
        db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`),
        db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${IDEMPOTENCY_TTL}`),
        // Deleted files once UNDO is over, and uploads a crash cut off (their rows never went live).
        db.execute(
          sql`DELETE FROM files WHERE deleted_at < now() - make_interval(mins => ${FILE_LIMITS.undoMinutes})
            OR (status = 'uploading' AND created_at < now() - interval '1 day')`,
        ),
        db.execute(sql`DELETE FROM calendar_undo WHERE created_at < now() - interval '1 day'`),
        // Deleted conversations once UNDO is over; the event log once no reload can need it
        // (the thread itself is in agent_messages).
        db.execute(
          sql`DELETE FROM agent_conversations WHERE deleted_at < now() - interval '1 day'`,
        ),
        db.execute(sql`DELETE FROM agent_events WHERE created_at < now() - interval '1 day'`),
      ]);
      return counts.reduce((a, b) => a + b, 0);
    },
  };
}
