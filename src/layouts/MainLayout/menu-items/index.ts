import { dashboardGroup } from './dashboard';
import { pagesGroup } from './pages';
import type { MenuNode } from './types';

export * from './types';
export * from './menuMatching';

/** The product menu; the calendar entry points at the signed-in user's own calendar. */
export function buildMenuItems(username: string): MenuNode[] {
  return [dashboardGroup(username), pagesGroup];
}
