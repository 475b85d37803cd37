import { askRequestSchema, askResponseSchema } from './assistant';
import { ASSISTANT_PATHS } from './assistantPaths';
import { eventStreamResponse, postRoute, type RouteContract } from './routeContract';

/** Questions over the user's files and notes (docs/assistant.md). */
export const ASSISTANT_CONTRACTS = {
  ask: postRoute(
    ASSISTANT_PATHS.ask,
    'Ask a question over your files and notes; the whole answer at once',
    askResponseSchema,
    { body: askRequestSchema },
  ),
  askStream: postRoute(
    ASSISTANT_PATHS.askStream,
    'Ask a question; citations, then the answer as it is written (server-sent events)',
    eventStreamResponse('AskStreamEvent (data: JSON lines)'),
    { body: askRequestSchema },
  ),
} as const satisfies Record<string, RouteContract>;
