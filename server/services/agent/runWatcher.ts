import type { AgentMessage, ToolStep } from '@/api/schema';
import type { Queryable } from '../../db/index.ts';

/**
 * Who hears of a run that nobody may be watching (an automation's): each hook runs in the
 * transaction that saves the moment, so what it writes (a notification) commits with it.
 */
export interface RunWatcher {
  /** A write tool waits for the user's decision. */
  awaitingApproval(tx: Queryable, step: ToolStep): Promise<void>;
  /** The answer ended. */
  finished(tx: Queryable, status: Exclude<AgentMessage['status'], 'running'>): Promise<void>;
}
