import {
  NOTE_LIMITS,
  NOTE_TAG_CHANGE_MAX,
  retagged,
  type ChangeTagResponse,
  type Note,
  type UndoTagChangeResponse,
} from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { NOTE_COLUMNS, NOW, toNote, type NoteRow } from '../notesQuery.ts';

/** Keeps the note's version after its tags changed, in the change's transaction. */
type RecordVersion = (tx: Queryable, userId: string, note: Note) => Promise<void>;

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * Renaming, moving and deleting a tag across a user's notes (docs/product.md, Notebook: nested
 * tags), each changed note saved with a version; the answer holds what UNDO puts back.
 */
export function createTagChanges(db: Database, record: RecordVersion) {
  async function setTags(tx: Queryable, userId: string, id: string, tags: string[]) {
    const row = await tx.maybeOne<NoteRow>(sql`
      UPDATE notes SET tags = ${tags}, version = version + 1, updated_at = ${NOW}
      WHERE id = ${id} AND user_id = ${userId}
      RETURNING ${NOTE_COLUMNS}`);
    if (row) await record(tx, userId, toNote(row));
    return Boolean(row);
  }

  return {
    /** `from` and its nested tags become `to` (null: they go) on every note of the user. */
    async change(userId: string, from: string, to: string | null): Promise<ChangeTagResponse> {
      return db.transaction(async (tx) => {
        const rows = await tx.many<{ id: string; tags: string[] }>(sql`
          SELECT id, tags FROM notes
          WHERE user_id = ${userId} AND EXISTS (
            SELECT 1 FROM unnest(tags) AS t WHERE t = ${from} OR starts_with(t, ${`${from}/`}))
          ORDER BY id FOR UPDATE`);
        if (rows.length > NOTE_TAG_CHANGE_MAX)
          throw new HttpError(
            'unprocessable',
            `This tag is on more than ${NOTE_TAG_CHANGE_MAX} notes: change the tags nested under it first.`,
          );
        const undo: ChangeTagResponse['undo'] = [];
        for (const row of rows) {
          const tags = retagged(row.tags, from, to);
          if (tags.some((tag) => tag.length > NOTE_LIMITS.tag))
            throw new HttpError('validation_failed', 'A tag would grow too long.', {
              to: 'too_long',
            });
          if (sameTags(tags, row.tags)) continue;
          await setTags(tx, userId, row.id, tags);
          undo.push({ id: row.id, tags: row.tags });
        }
        return { changed: undo.length, undo };
      });
    },

    /** Puts the notes' tags back as a change found them; notes gone since are passed over. */
    async undo(
      userId: string,
      notes: { id: string; tags: string[] }[],
    ): Promise<UndoTagChangeResponse> {
      return db.transaction(async (tx) => {
        let changed = 0;
        for (const note of notes) if (await setTags(tx, userId, note.id, note.tags)) changed += 1;
        return { changed };
      });
    },
  };
}
