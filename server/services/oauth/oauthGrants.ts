import type { AccessTokenScope, OAuthGrant } from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';

interface GrantRow {
  id: string;
  client_name: string;
  scopes: AccessTokenScope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const toGrant = (row: GrantRow): OAuthGrant => ({
  id: row.id,
  clientName: row.client_name,
  scopes: row.scopes,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/** Revokes a user's every grant (a password reset, beside the personal access tokens). */
export async function revokeAllGrants(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE oauth_grants SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`);
}

/**
 * The apps a user allowed through OAuth, as "Connected apps" lists them. Revoking one refuses
 * its tokens on the next request in every process: `/mcp` checks the grant on each.
 */
export function createOAuthGrants(db: Queryable) {
  return {
    async list(userId: string): Promise<OAuthGrant[]> {
      const rows = await db.many<GrantRow>(sql`
        SELECT g.id, c.name AS client_name, g.scopes, g.created_at, g.last_used_at, g.revoked_at
        FROM oauth_grants g JOIN oauth_clients c ON c.id = g.client_id
        WHERE g.user_id = ${userId}
        ORDER BY g.revoked_at IS NOT NULL, g.created_at DESC, g.id DESC`);
      return rows.map(toGrant);
    },

    /** The revoked grant, or null when the user has no such grant (another user's is none). */
    async revoke(userId: string, id: string): Promise<OAuthGrant | null> {
      const row = await db.maybeOne<GrantRow>(sql`
        UPDATE oauth_grants g SET revoked_at = coalesce(g.revoked_at, now())
        FROM oauth_clients c
        WHERE g.id = ${id} AND g.user_id = ${userId} AND c.id = g.client_id
        RETURNING g.id, c.name AS client_name, g.scopes, g.created_at, g.last_used_at, g.revoked_at`);
      return row ? toGrant(row) : null;
    },
  };
}

export type OAuthGrants = ReturnType<typeof createOAuthGrants>;
