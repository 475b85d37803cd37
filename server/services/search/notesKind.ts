import { sql } from '../../db/index.ts';
import type { SearchKindSource } from './kinds.ts';

/**
 * Notes: title, plain text and the titles of the notes each links to (migration 039 keeps them
 * current), the user's own, live or archived but not in the trash.
 */
export const NOTES_SEARCH: SearchKindSource = {
  kind: 'notes',
  table: sql`notes`,
  id: sql`id`,
  owner: sql`user_id`,
  document: sql`(search || links_search)`,
  title: sql`title`,
  body: sql`plain_text`,
  updatedAt: sql`updated_at`,
  searchable: [sql`trashed_at IS NULL`],
};
