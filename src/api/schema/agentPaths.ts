// Plain constants, no zod: the signed-in pages read them before the schemas load (docs/performance.md).

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
