import { sql } from '../../db/index.ts';
import type { SearchKindSource } from './kinds.ts';

/** Agent conversations: the title, then the user's questions; deleted ones stay out. */
export const CONVERSATIONS_SEARCH: SearchKindSource = {
  kind: 'conversations',
  table: sql`agent_conversations`,
  id: sql`id`,
  owner: sql`user_id`,
  document: sql`search`,
  title: sql`title`,
  body: sql`questions`,
  updatedAt: sql`updated_at`,
  searchable: [sql`deleted_at IS NULL`],
};
