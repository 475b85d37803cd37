// The agent's paths and limits as plain constants, re-exported by the schema module.

/** The agent chat (docs/agent.md): conversations, their messages, runs and the event stream. */
export const AGENT_LIMITS = {
  title: 200,
  message: 4_000,
  pageSize: { default: 30, max: 100 },
  /** Model ↔ tools exchanges per answer; the last round must answer in words. */
  toolRounds: 6,
  /** A whole answer, model and tools, waiting for approval excluded. */
  runMs: 120_000,
  /** How long a write tool waits for the user's decision before it counts as declined. */
  approvalMs: 15 * 60_000,
  /** How much of a tool name the model made up a step keeps to show. */
  toolName: 64,
} as const;

export const AGENT_LOCALES = ['en', 'fr', 'ro', 'zh'] as const;
export type AgentLocale = (typeof AGENT_LOCALES)[number];

export const SLASH_COMMANDS = ['note', 'event', 'search', 'today', 'help'] as const;
export type SlashCommand = (typeof SLASH_COMMANDS)[number];
/** The commands that take nothing after them: typed whole, one Enter sends them as they are. */
export const BARE_SLASH_COMMANDS = ['today', 'help'] as const satisfies readonly SlashCommand[];

/** Paths below the API base (`/api`); the client, the server and the mocks share them. */
export const AGENT_PATHS = {
  list: '/conversations',
  one: (id: string) => `/conversations/${id}`,
  restore: (id: string) => `/conversations/${id}/restore`,
  messages: (id: string) => `/conversations/${id}/messages`,
  stream: (id: string) => `/conversations/${id}/stream`,
  stop: (id: string) => `/conversations/${id}/stop`,
  regenerate: (id: string) => `/conversations/${id}/regenerate`,
  editLast: (id: string) => `/conversations/${id}/edit-last`,
  approval: (id: string, stepId: string) => `/conversations/${id}/steps/${stepId}/approval`,
} as const;

export const AGENT_ROUTES = {
  list: '/conversations',
  one: '/conversations/:id',
  restore: '/conversations/:id/restore',
  messages: '/conversations/:id/messages',
  stream: '/conversations/:id/stream',
  stop: '/conversations/:id/stop',
  regenerate: '/conversations/:id/regenerate',
  editLast: '/conversations/:id/edit-last',
  approval: '/conversations/:id/steps/:stepId/approval',
} as const;
