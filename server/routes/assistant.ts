import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSISTANT_CONTRACTS, type AskStreamEvent } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';
import { streamEvents } from './eventStream.ts';

export const assistantRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { assistant }) => {
  const route = declareRoutes(app, 'assistant');
  route(ASSISTANT_CONTRACTS.ask, async (request) => ({
    answer: await assistant.ask(request.user.id, request.body),
  }));
  route(ASSISTANT_CONTRACTS.askStream, (request, reply) =>
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
  );
};
