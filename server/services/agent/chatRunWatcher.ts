import type { Queryable } from '../../db/index.ts';
import { addNotification } from '../notifications.ts';
import { conversationTarget } from './conversationTarget.ts';
import { isViewed } from './conversationViewers.ts';
import type { RunWatcher } from './runWatcher.ts';

/**
 * A chat question's run, for a user who may have left it: when it waits for an approval or ends
 * while nobody has the conversation open (docs/agent.md "Notifications"), its owner gets a
 * notification that opens it. One that is watched, or that the user stopped, tells nobody.
 */
export function chatRunWatcher(userId: string, conversationId: string, question: string) {
  const common = {
    userId,
    target: conversationTarget(conversationId),
    title: question.split('\n')[0]!.slice(0, 200),
  };
  const unwatched = async (tx: Queryable) => !(await isViewed(tx, conversationId));
  return {
    async awaitingApproval(tx, step) {
      if (await unwatched(tx))
        await addNotification(tx, {
          ...common,
          kind: 'agent_approval',
          payload: { conversationId, automationId: null, stepId: step.id, tool: step.name },
        });
    },
    async finished(tx, status) {
      if (status !== 'stopped' && (await unwatched(tx)))
        await addNotification(tx, {
          ...common,
          kind: 'agent_run',
          payload: { conversationId, automationId: null, status, late: false, latenessSeconds: 0 },
        });
    },
  } satisfies RunWatcher;
}
