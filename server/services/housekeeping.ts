import { sql, type Queryable } from '../db/index.ts';

/** How often expired sessions and reset links are swept while the server runs. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes sessions and reset links that can never be used again. A day of grace keeps recent
 * ones around for anyone reading the table to understand a sign-out or a failed reset.
 */
export async function sweepExpiredTokens(db: Queryable): Promise<number> {
  const sessions = await db.execute(
    sql`DELETE FROM sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
  );
  const resets = await db.execute(
    sql`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
  );
  return sessions + resets;
}
