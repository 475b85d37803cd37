import { sql, type Queryable } from '../../db/index.ts';

/** Whether `noteId` is one of the user's notes (trashed too): a note's sub-lists ask this first. */
export async function isOwnNote(db: Queryable, userId: string, noteId: string): Promise<boolean> {
  const row = await db.maybeOne(
    sql`SELECT 1 FROM notes WHERE id = ${noteId} AND user_id = ${userId}`,
  );
  return row !== undefined;
}
