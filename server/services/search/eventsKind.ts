import { sql } from '../../db/index.ts';
import { hitDetails, type SearchKindSource } from './kinds.ts';

/**
 * Events: title, then description and location, the user's own calendar only (a shared
 * calendar is read where it is opened, not searched). Each stored record is one hit, a series
 * once; it opens in the calendar at its start, and shows when that is (a series: its first).
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
  details: hitDetails<{ start_at: Date; all_day: boolean; repeats: boolean }>(
    sql`start_at, all_day, rrule IS NOT NULL AS repeats`,
    (row) => ({
      when: { start: row.start_at.toISOString(), allDay: row.all_day, repeats: row.repeats },
    }),
  ),
};
