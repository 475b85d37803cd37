import { sql, type Queryable } from '../../db/index.ts';
import { addNotification } from '../notifications.ts';

/** Tells the grantee a calendar was shared with them; it opens that calendar. */
export async function notifyShared(tx: Queryable, ownerId: string, granteeId: string) {
  const owner = await tx.one<{ username: string; name: string }>(
    sql`SELECT username, name FROM users WHERE id = ${ownerId}`,
  );
  await addNotification(tx, {
    userId: granteeId,
    kind: 'calendar_shared',
    // As calendarLink in src/routes/paths.ts builds it.
    target: `/calendar/${encodeURIComponent(owner.username)}`,
    title: owner.name || owner.username,
    payload: { owner: owner.username },
  });
}
