import { sql, type Queryable } from '../../db/index.ts';
import { dailySweep } from '../scheduler/sweeps.ts';

/** A registered client that never got a grant is dropped after this long. */
export const UNUSED_CLIENT_KEPT = sql`interval '30 days'`;

/**
 * What OAuth leaves behind (docs/mcp.md "OAuth"): requests, codes and tokens past their expiry
 * (each is refused by then anyway), and registrations no one ever allowed, so anonymous
 * registration cannot fill the database over time.
 */
export async function sweepOAuth(tx: Queryable): Promise<void> {
  await tx.execute(sql`DELETE FROM oauth_requests WHERE expires_at < now()`);
  await tx.execute(sql`DELETE FROM oauth_codes WHERE expires_at < now()`);
  await tx.execute(sql`DELETE FROM oauth_tokens WHERE expires_at < now()`);
  await tx.execute(sql`
    DELETE FROM oauth_clients c
    WHERE c.created_at < now() - ${UNUSED_CLIENT_KEPT}
      AND NOT EXISTS (SELECT 1 FROM oauth_grants g WHERE g.client_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM oauth_requests r WHERE r.client_id = c.id)`);
}

export const oauthSweep = dailySweep('oauth.sweep', (tx) => sweepOAuth(tx));
