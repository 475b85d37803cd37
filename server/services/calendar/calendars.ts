import { createHash, randomBytes } from 'node:crypto';
import {
  canonicalTimeZone,
  type CalendarAccess,
  type CalendarInfo,
  type CalendarShare,
  type SubscriptionStatus,
} from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { systemClock, type Clock } from '../scheduler/clock.ts';
import { syncAgenda } from './dailyAgenda.ts';
import { notifyShared } from './shareNotification.ts';

/** The calendar a request is about, and how far the viewer may go in it. */
export interface CalendarScope {
  ownerId: string;
  info: CalendarInfo;
}

interface OwnerRow {
  id: string;
  username: string;
  name: string;
  time_zone: string | null;
  granted: boolean;
  hidden: boolean;
}

/** Before a user picks a zone (the client sends the browser's on first sign-in): UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

const hashToken = (token: string) => createHash('sha256').update(token).digest();

function infoOf(row: Omit<OwnerRow, 'id'>, access: CalendarAccess): CalendarInfo {
  return {
    owner: { username: row.username, name: row.name, timeZone: row.time_zone ?? DEFAULT_TIME_ZONE },
    access,
    hidden: access === 'read' && row.hidden,
  };
}

/**
 * A share's grantee by name, but their display name only when they share their own calendar
 * with the owner: granting must not tell the owner anything the grantee did not choose to show.
 */
const shareColumns = sql`u.username, g.created_at,
  CASE WHEN EXISTS (SELECT 1 FROM calendar_shares back WHERE back.owner_id = g.grantee_id
    AND back.grantee_id = g.owner_id AND back.left_at IS NULL) THEN u.name END AS name`;

interface ShareRow {
  username: string;
  name: string | null;
  created_at: Date;
}

const shareOf = (row: ShareRow): CalendarShare => ({
  username: row.username,
  name: row.name,
  grantedAt: row.created_at.toISOString(),
});

/**
 * A password reset ends every way into the account, the feed address too; when it did is kept
 * for the share dialog to say. Runs in the reset's own transaction.
 */
export async function revokeFeedOnPasswordReset(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE calendar_settings SET feed_token_hash = NULL, feed_created_at = NULL, feed_reset_at = now()
    WHERE user_id = ${userId} AND feed_token_hash IS NOT NULL`);
}

/**
 * Who may see which calendar (docs/calendar.md "Access"): the owner reads and writes, a user the
 * owner granted (and who has not left) reads, anyone else is told it is not shared, an unknown
 * username is not found. Also each user's calendar settings, read grants and the feed token.
 */
export function createCalendars(db: Database, clock: Clock = systemClock) {
  return {
    /** The calendar of `username` as `viewerId` may use it; `write` asks for the owner. */
    async open(viewerId: string, username: string, need: 'read' | 'write'): Promise<CalendarScope> {
      const row = await db.maybeOne<OwnerRow>(sql`
        SELECT u.id, u.username, u.name, s.time_zone,
          g.owner_id IS NOT NULL AS granted, coalesce(g.hidden, false) AS hidden
        FROM users u LEFT JOIN calendar_settings s ON s.user_id = u.id
          LEFT JOIN calendar_shares g
            ON g.owner_id = u.id AND g.grantee_id = ${viewerId} AND g.left_at IS NULL
        WHERE lower(u.username) = lower(${username})`);
      if (!row) throw new HttpError('not_found', 'There is no calendar with that name.');
      if (row.id === viewerId) return { ownerId: row.id, info: infoOf(row, 'owner') };
      if (!row.granted) throw new HttpError('not_shared', 'This calendar is not shared with you.');
      if (need === 'write')
        throw new HttpError('forbidden', 'This calendar is shared with you read-only.');
      return { ownerId: row.id, info: infoOf(row, 'read') };
    },

    /** The viewer's own calendar, then those shared with them that they have not hidden. */
    async list(viewerId: string): Promise<CalendarInfo[]> {
      const rows = await db.many<OwnerRow>(sql`
        SELECT u.id, u.username, u.name, s.time_zone, u.id <> ${viewerId} AS granted, false AS hidden
        FROM users u LEFT JOIN calendar_settings s ON s.user_id = u.id
        WHERE u.id = ${viewerId}
          OR u.id IN (SELECT owner_id FROM calendar_shares
            WHERE grantee_id = ${viewerId} AND left_at IS NULL AND NOT hidden)
        ORDER BY u.id = ${viewerId} DESC, lower(u.name), lower(u.username)`);
      return rows.map((row) => infoOf(row, row.granted ? 'read' : 'owner'));
    },

    async timeZone(userId: string): Promise<string | null> {
      const row = await db.maybeOne<{ time_zone: string | null }>(
        sql`SELECT time_zone FROM calendar_settings WHERE user_id = ${userId}`,
      );
      return row?.time_zone ?? null;
    },

    /** The agenda mail keeps its local hour in the new zone (moved in the same transaction). */
    async setTimeZone(userId: string, timeZone: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO calendar_settings (user_id, time_zone) VALUES (${userId}, ${timeZone})
          ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone`);
        await syncAgenda(tx, userId, clock.now());
      });
    },

    /**
     * Keeps `timeZone` as the user's if it is an IANA name and they have none yet; an agenda
     * mail turned on before (kept at its hour in UTC) moves to that hour in the adopted zone.
     */
    async adoptTimeZone(userId: string, timeZone: string): Promise<void> {
      const zone = canonicalTimeZone(timeZone);
      if (!zone) return;
      await db.transaction(async (tx) => {
        const adopted = await tx.maybeOne(sql`
          INSERT INTO calendar_settings (user_id, time_zone) VALUES (${userId}, ${zone})
          ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone
            WHERE calendar_settings.time_zone IS NULL
          RETURNING user_id`);
        if (adopted) await syncAgenda(tx, userId, clock.now());
      });
    },

    /** Who may read the calendar; a grantee who left is not listed. */
    async shares(ownerId: string): Promise<CalendarShare[]> {
      const rows = await db.many<ShareRow>(sql`
        SELECT ${shareColumns} FROM calendar_shares g JOIN users u ON u.id = g.grantee_id
        WHERE g.owner_id = ${ownerId} AND g.left_at IS NULL ORDER BY lower(u.username)`);
      return rows.map(shareOf);
    },

    /**
     * Grants read access; granting twice keeps the first grant. Granting again to someone who
     * left gives access back but keeps it out of their picker: only they can put it there.
     */
    async grant(ownerId: string, granteeUsername: string, limit: number): Promise<CalendarShare> {
      const grantee = await db.maybeOne<{ id: string }>(sql`
        SELECT id FROM users WHERE lower(username) = lower(${granteeUsername})`);
      if (!grantee) {
        throw new HttpError('not_found', 'There is no user with that name.', {
          username: 'invalid',
        });
      }
      if (grantee.id === ownerId) {
        throw new HttpError('validation_failed', 'Your calendar is already yours.', {
          username: 'invalid',
        });
      }
      const count = await db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM calendar_shares WHERE owner_id = ${ownerId} AND left_at IS NULL`,
      );
      if (count.n >= limit) {
        throw new HttpError(
          'unprocessable',
          'This calendar is shared with as many people as it can be.',
        );
      }
      const row = await db.transaction(async (tx) => {
        const active = await tx.maybeOne(sql`
          SELECT 1 FROM calendar_shares
          WHERE owner_id = ${ownerId} AND grantee_id = ${grantee.id} AND left_at IS NULL`);
        await tx.execute(sql`
          INSERT INTO calendar_shares (owner_id, grantee_id) VALUES (${ownerId}, ${grantee.id})
          ON CONFLICT (owner_id, grantee_id) DO UPDATE SET
            left_at = NULL,
            hidden = calendar_shares.hidden OR calendar_shares.left_at IS NOT NULL,
            created_at = CASE WHEN calendar_shares.left_at IS NULL THEN calendar_shares.created_at
              ELSE excluded.created_at END`);
        // The grantee hears of a new share once, with the grant; granting again says nothing.
        if (!active) await notifyShared(tx, ownerId, grantee.id);
        return tx.one<ShareRow>(sql`
          SELECT ${shareColumns} FROM calendar_shares g JOIN users u ON u.id = g.grantee_id
          WHERE g.owner_id = ${ownerId} AND g.grantee_id = ${grantee.id}`);
      });
      // The username as the owner typed it: the grant tells them nothing they did not know.
      return { ...shareOf(row), username: granteeUsername };
    },

    async revoke(ownerId: string, granteeUsername: string): Promise<boolean> {
      return (
        (await db.execute(sql`
          DELETE FROM calendar_shares WHERE owner_id = ${ownerId}
            AND grantee_id = (SELECT id FROM users WHERE lower(username) = lower(${granteeUsername}))
            AND left_at IS NULL`)) > 0
      );
    },

    /** The grantee's own way out: read access ends, and a later grant stays hidden. */
    async leave(ownerId: string, granteeId: string): Promise<void> {
      await db.execute(sql`
        UPDATE calendar_shares SET left_at = now(), hidden = true
        WHERE owner_id = ${ownerId} AND grantee_id = ${granteeId} AND left_at IS NULL`);
    },

    /** Keeps a calendar shared with the grantee out of (or back in) their picker. */
    async setHidden(ownerId: string, granteeId: string, hidden: boolean): Promise<void> {
      await db.execute(sql`
        UPDATE calendar_shares SET hidden = ${hidden}
        WHERE owner_id = ${ownerId} AND grantee_id = ${granteeId} AND left_at IS NULL`);
    },

    async feedStatus(ownerId: string): Promise<SubscriptionStatus> {
      const row = await db.maybeOne<{
        active: boolean;
        feed_created_at: Date | null;
        feed_reset_at: Date | null;
      }>(sql`
        SELECT feed_token_hash IS NOT NULL AS active, feed_created_at, feed_reset_at
        FROM calendar_settings WHERE user_id = ${ownerId}`);
      return {
        active: row?.active ?? false,
        createdAt: row?.feed_created_at?.toISOString() ?? null,
        resetByPasswordAt: row?.feed_reset_at?.toISOString() ?? null,
      };
    },

    /** A new private feed token (the old one stops working); only its hash is kept. */
    async newFeedToken(ownerId: string): Promise<{ token: string; createdAt: string }> {
      const token = randomBytes(32).toString('base64url');
      const row = await db.one<{ feed_created_at: Date }>(sql`
        INSERT INTO calendar_settings (user_id, feed_token_hash, feed_created_at)
        VALUES (${ownerId}, ${hashToken(token)}, now())
        ON CONFLICT (user_id) DO UPDATE
          SET feed_token_hash = excluded.feed_token_hash, feed_created_at = excluded.feed_created_at,
            feed_reset_at = NULL
        RETURNING feed_created_at`);
      return { token, createdAt: row.feed_created_at.toISOString() };
    },

    async revokeFeed(ownerId: string): Promise<void> {
      await db.execute(sql`
        UPDATE calendar_settings SET feed_token_hash = NULL, feed_created_at = NULL, feed_reset_at = NULL
        WHERE user_id = ${ownerId}`);
    },

    /** The owner a feed token belongs to, or null (unknown or revoked). */
    async feedOwner(token: string): Promise<{ ownerId: string; username: string } | null> {
      const row = await db.maybeOne<{ id: string; username: string }>(sql`
        SELECT u.id, u.username FROM calendar_settings s JOIN users u ON u.id = s.user_id
        WHERE s.feed_token_hash = ${hashToken(token)}`);
      return row ? { ownerId: row.id, username: row.username } : null;
    },
  };
}

export type Calendars = ReturnType<typeof createCalendars>;
