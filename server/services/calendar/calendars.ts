import { createHash, randomBytes } from 'node:crypto';
import {
  canonicalTimeZone,
  type CalendarAccess,
  type CalendarInfo,
  type CalendarShare,
} from '@/api/schema';
import { sql, type Database } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';

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
}

/** Before a user picks a zone (the client sends the browser's on first sign-in): UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

const hashToken = (token: string) => createHash('sha256').update(token).digest();

function infoOf(row: Omit<OwnerRow, 'id'>, access: CalendarAccess): CalendarInfo {
  return {
    owner: { username: row.username, name: row.name, timeZone: row.time_zone ?? DEFAULT_TIME_ZONE },
    access,
  };
}

/**
 * Who may see which calendar (docs/calendar.md "Access"): the owner reads and writes, a user the
 * owner granted reads, anyone else is told it is not shared, an unknown username is not found.
 * Also each user's calendar settings, read grants and the private feed token.
 */
export function createCalendars(db: Database) {
  return {
    /** The calendar of `username` as `viewerId` may use it; `write` asks for the owner. */
    async open(viewerId: string, username: string, need: 'read' | 'write'): Promise<CalendarScope> {
      const row = await db.maybeOne<OwnerRow>(sql`
        SELECT u.id, u.username, u.name, s.time_zone,
          EXISTS (SELECT 1 FROM calendar_shares g WHERE g.owner_id = u.id AND g.grantee_id = ${viewerId}) AS granted
        FROM users u LEFT JOIN calendar_settings s ON s.user_id = u.id
        WHERE lower(u.username) = lower(${username})`);
      if (!row) throw new HttpError('not_found', 'There is no calendar with that name.');
      if (row.id === viewerId) return { ownerId: row.id, info: infoOf(row, 'owner') };
      if (!row.granted) throw new HttpError('not_shared', 'This calendar is not shared with you.');
      if (need === 'write')
        throw new HttpError('forbidden', 'This calendar is shared with you read-only.');
      return { ownerId: row.id, info: infoOf(row, 'read') };
    },

    /** The viewer's own calendar, then those shared with them by name. */
    async list(viewerId: string): Promise<CalendarInfo[]> {
      const rows = await db.many<OwnerRow>(sql`
        SELECT u.id, u.username, u.name, s.time_zone, u.id <> ${viewerId} AS granted
        FROM users u LEFT JOIN calendar_settings s ON s.user_id = u.id
        WHERE u.id = ${viewerId}
          OR u.id IN (SELECT owner_id FROM calendar_shares WHERE grantee_id = ${viewerId})
        ORDER BY u.id = ${viewerId} DESC, lower(u.name), lower(u.username)`);
      return rows.map((row) => infoOf(row, row.granted ? 'read' : 'owner'));
    },

    async timeZone(userId: string): Promise<string | null> {
      const row = await db.maybeOne<{ time_zone: string | null }>(
        sql`SELECT time_zone FROM calendar_settings WHERE user_id = ${userId}`,
      );
      return row?.time_zone ?? null;
    },

    async setTimeZone(userId: string, timeZone: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO calendar_settings (user_id, time_zone) VALUES (${userId}, ${timeZone})
        ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone`);
    },

    /** Keeps `timeZone` as the user's if it is an IANA name and they have none yet. */
    async adoptTimeZone(userId: string, timeZone: string): Promise<void> {
      const zone = canonicalTimeZone(timeZone);
      if (!zone) return;
      await db.execute(sql`
        INSERT INTO calendar_settings (user_id, time_zone) VALUES (${userId}, ${zone})
        ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone
          WHERE calendar_settings.time_zone IS NULL`);
    },

    async shares(ownerId: string): Promise<CalendarShare[]> {
      const rows = await db.many<{ username: string; name: string; created_at: Date }>(sql`
        SELECT u.username, u.name, g.created_at FROM calendar_shares g JOIN users u ON u.id = g.grantee_id
        WHERE g.owner_id = ${ownerId} ORDER BY lower(u.username)`);
      return rows.map((row) => ({
        username: row.username,
        name: row.name,
        grantedAt: row.created_at.toISOString(),
      }));
    },

    /** Grants read access; granting twice keeps the first grant. */
    async grant(ownerId: string, granteeUsername: string, limit: number): Promise<CalendarShare> {
      const grantee = await db.maybeOne<{ id: string; username: string; name: string }>(sql`
        SELECT id, username, name FROM users WHERE lower(username) = lower(${granteeUsername})`);
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
        sql`SELECT count(*)::int AS n FROM calendar_shares WHERE owner_id = ${ownerId}`,
      );
      if (count.n >= limit) {
        throw new HttpError(
          'unprocessable',
          'This calendar is shared with as many people as it can be.',
        );
      }
      const row = await db.one<{ created_at: Date }>(sql`
        INSERT INTO calendar_shares (owner_id, grantee_id) VALUES (${ownerId}, ${grantee.id})
        ON CONFLICT (owner_id, grantee_id) DO UPDATE SET owner_id = excluded.owner_id
        RETURNING created_at`);
      return {
        username: grantee.username,
        name: grantee.name,
        grantedAt: row.created_at.toISOString(),
      };
    },

    async revoke(ownerId: string, granteeUsername: string): Promise<boolean> {
      return (
        (await db.execute(sql`
          DELETE FROM calendar_shares WHERE owner_id = ${ownerId}
            AND grantee_id = (SELECT id FROM users WHERE lower(username) = lower(${granteeUsername}))`)) >
        0
      );
    },

    async feedStatus(ownerId: string): Promise<{ active: boolean; createdAt: string | null }> {
      const row = await db.maybeOne<{ feed_created_at: Date | null }>(sql`
        SELECT feed_created_at FROM calendar_settings WHERE user_id = ${ownerId} AND feed_token_hash IS NOT NULL`);
      return { active: Boolean(row), createdAt: row?.feed_created_at?.toISOString() ?? null };
    },

    /** A new private feed token (the old one stops working); only its hash is kept. */
    async newFeedToken(ownerId: string): Promise<{ token: string; createdAt: string }> {
      const token = randomBytes(32).toString('base64url');
      const row = await db.one<{ feed_created_at: Date }>(sql`
        INSERT INTO calendar_settings (user_id, feed_token_hash, feed_created_at)
        VALUES (${ownerId}, ${hashToken(token)}, now())
        ON CONFLICT (user_id) DO UPDATE
          SET feed_token_hash = excluded.feed_token_hash, feed_created_at = excluded.feed_created_at
        RETURNING feed_created_at`);
      return { token, createdAt: row.feed_created_at.toISOString() };
    },

    async revokeFeed(ownerId: string): Promise<void> {
      await db.execute(sql`
        UPDATE calendar_settings SET feed_token_hash = NULL, feed_created_at = NULL WHERE user_id = ${ownerId}`);
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
