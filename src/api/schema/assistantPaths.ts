// The assistant's paths and limits as plain constants, re-exported by the schema module.

export const ASK_LIMITS = { question: 1000, filesInScope: 100, passages: 5 } as const;

/** Paths below the API base (`/api`); the client, the server and the mocks share them. */
export const ASSISTANT_PATHS = {
  ask: '/assistant/ask',
  askStream: '/assistant/ask/stream',
} as const;
