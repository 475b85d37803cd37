import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENT_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { followConversation } from './conversationStream.ts';
import { declareRoutes } from './declareRoute.ts';
import { closingSignal } from './eventStream.ts';
import { noContentAfter } from './responses.ts';

/** The agent chat (docs/agent.md). Another user's conversation answers 404, like a missing one. */
export const conversationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { agent, db }) => {
  const { conversations, runs } = agent;
  const shutdown = closingSignal(app);
  const route = declareRoutes(app, 'agent');

  route(AGENT_CONTRACTS.list, async (request) =>
    conversations.list(request.user.id, request.query),
  );
  route(AGENT_CONTRACTS.create, async (request, reply) =>
    reply
      .code(201)
      .send({ conversation: await conversations.create(request.user.id, request.body.title) }),
  );
  route(AGENT_CONTRACTS.thread, async (request) =>
    conversations.thread(request.user.id, request.params.id),
  );
  route(AGENT_CONTRACTS.rename, async (request) => ({
    conversation: await conversations.rename(
      request.user.id,
      request.params.id,
      request.body.title,
    ),
  }));
  route(AGENT_CONTRACTS.remove, async (request, reply) =>
    noContentAfter(reply, conversations.remove(request.user.id, request.params.id)),
  );
  route(AGENT_CONTRACTS.restore, async (request) => ({
    conversation: await conversations.restore(request.user.id, request.params.id),
  }));

  // Each starts a run on the server and answers 202 at once; the answer comes on the stream.
  route(AGENT_CONTRACTS.send, async (request, reply) =>
    reply.code(202).send(await runs.send(request.user.id, request.params.id, request.body)),
  );
  route(AGENT_CONTRACTS.regenerate, async (request, reply) =>
    reply.code(202).send(await runs.redo(request.user.id, request.params.id, request.body)),
  );
  route(AGENT_CONTRACTS.editLast, async (request, reply) =>
    reply.code(202).send(await runs.redo(request.user.id, request.params.id, request.body)),
  );

  route(AGENT_CONTRACTS.stop, async (request, reply) =>
    noContentAfter(reply, runs.stop(request.user.id, request.params.id)),
  );
  route(AGENT_CONTRACTS.approval, async (request, reply) => {
    const { id, stepId } = request.params;
    return noContentAfter(reply, runs.decide(request.user.id, id, stepId, request.body.decision));
  });

  route(AGENT_CONTRACTS.stream, async (request, reply) => {
    await conversations.owned(request.user.id, request.params.id);
    const lastEventId = Number(request.headers['last-event-id']);
    const after =
      request.query.after ?? (Number.isInteger(lastEventId) && lastEventId >= 0 ? lastEventId : 0);
    await followConversation(db, conversations, request, reply, request.params.id, after, shutdown);
  });
};
