import { sql } from '../../db/index.ts';
import type { SearchKindSource } from './kinds.ts';

/**
 * File passages: the heading and text of each passage of the user's ready, undeleted files,
 * shown under the file's name. The hit id carries the place the passage opens at
 * (`<file id>#p<page>` or `#l<start>-<end>`), read back by `fileHitLink` on the client.
 */
export const FILES_SEARCH: SearchKindSource = {
  kind: 'files',
  table: sql`file_chunks c JOIN files f ON f.id = c.file_id`,
  id: sql`(c.file_id::text || COALESCE('#p' || c.page, '#l' || c.line_start || '-' || c.line_end, ''))`,
  owner: sql`c.user_id`,
  document: sql`c.search`,
  title: sql`f.name`,
  body: sql`c.body`,
  updatedAt: sql`f.updated_at`,
  searchable: [sql`f.deleted_at IS NULL`, sql`f.status = 'ready'`],
};
