import type { Database } from '../../db/index.ts';
import type { Cursors } from '../cursors.ts';
import { createAgentActions } from './actions.ts';
import { createConversations } from './conversations.ts';
import { createAgentRuns, type ExternalToolsOf, type RunOptions } from './runs.ts';
import { createAgentTools, type AgentToolDeps } from './tools.ts';

/** The agent chat's services (docs/agent.md): conversations and the runs that answer in them. */
export function createAgent(
  db: Database,
  cursors: Cursors,
  deps: Omit<AgentToolDeps, 'db'> & { externalTools: ExternalToolsOf },
  options: RunOptions,
) {
  const conversations = createConversations(db, cursors);
  const actions = createAgentActions({ ...deps, db });
  const tools = createAgentTools({ ...deps, db }, actions);
  const runs = createAgentRuns(db, conversations, { ...deps, db, actions, tools }, options);
  return { conversations, runs };
}

export type Agent = ReturnType<typeof createAgent>;
