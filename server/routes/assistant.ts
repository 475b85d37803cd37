import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSISTANT_PATHS,
  askRequestSchema,
  askResponseSchema,
  type AskStreamEvent,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { eventStreamResponse, streamEvents } from './eventStream.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('assistant');

export const assistantRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { assistant }) => {
  app.post(ASSISTANT_PATHS.ask, {
    schema: doc(
      'Ask a question over your files and notes; the whole answer at once',
      { 200: askResponseSchema },
      { body: askRequestSchema },
    ),
    handler: async (request) => ({ answer: await assistant.ask(request.user.id, request.body) }),
  });

  app.post(ASSISTANT_PATHS.askStream, {
    schema: doc(
      'Ask a question; citations, then the answer as it is written (server-sent events)',
      { 200: eventStreamResponse('AskStreamEvent (data: JSON lines)') },
      { body: askRequestSchema },
    ),
    handler: (request, reply) =>
      streamEvents<AskStreamEvent>(request, reply, async ({ send, signal }) => {
        const answer = await assistant.ask(
          request.user.id,
          request.body,
          {
            citations: (citations) => send({ type: 'citations', citations }),
            delta: (text) => send({ type: 'delta', text }),
          },
          signal,
        );
        send({ type: 'done', answer });
      }),
  });
};
