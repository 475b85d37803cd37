import { sql } from '../../db/index.ts';
import type { SearchKindSource } from './kinds.ts';

/**
 * Notes: title, plain text and the titles of what each links to (migrations 039 and 050 keep them
 * current; 051 stores the three in one vector), the user's own, live or archived, not trashed.
 */
export const NOTES_SEARCH: SearchKindSource = {
  kind: 'notes',
  table: sql`notes`,
  id: sql`id`,
  owner: sql`user_id`,
  document: sql`search_with_links`,
  title: sql`title`,
  body: sql`plain_text`,
  updatedAt: sql`updated_at`,
  searchable: [sql`trashed_at IS NULL`],
};
