import { sql } from '../../db/index.ts';
import type { SearchKindSource } from './kinds.ts';

/**
 * Events: title, then description and location, the user's own calendar only (a shared
 * calendar is read where it is opened, not searched). Each stored record is one hit, a series
 * once; it opens in the calendar at its start.
 */
export const EVENTS_SEARCH: SearchKindSource = {
  kind: 'events',
  table: sql`calendar_events`,
  id: sql`id`,
  owner: sql`user_id`,
  document: sql`search`,
  title: sql`title`,
  body: sql`(description || ' ' || location)`,
  updatedAt: sql`updated_at`,
  searchable: [],
};
