import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_ROUTES,
  approvalRequestSchema,
  conversationIdParamsSchema,
  conversationResponseSchema,
  conversationThreadResponseSchema,
  createConversationRequestSchema,
  errorEnvelopeSchema,
  listConversationsQuerySchema,
  listConversationsResponseSchema,
  regenerateRequestSchema,
  renameConversationRequestSchema,
  runStartedResponseSchema,
  type RunStartedResponse,
  sendMessageRequestSchema,
  toolStepParamsSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { followConversation } from './conversationStream.ts';
import { closingSignal, eventStreamResponse } from './eventStream.ts';
import { noContent } from './responses.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('agent');
/** A route about one conversation names it by id and answers with it. */
const oneConversation = <Body extends object = object>(summary: string, body?: Body) =>
  doc(
    summary,
    { 200: conversationResponseSchema },
    { params: conversationIdParamsSchema, ...(body as Body) },
  );

/** The agent chat (docs/agent.md). Another user's conversation answers 404, like a missing one. */
export const conversationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { agent, db }) => {
  const { conversations, runs } = agent;
  const shutdown = closingSignal(app);

  app.get(AGENT_ROUTES.list, {
    schema: doc(
      'Your conversations, most recently active first',
      { 200: listConversationsResponseSchema },
      { querystring: listConversationsQuerySchema },
    ),
    handler: async (request) => conversations.list(request.user.id, request.query),
  });

  app.post(AGENT_ROUTES.list, {
    schema: doc(
      'Start a conversation (untitled: the first question names it)',
      { 201: conversationResponseSchema },
      { body: createConversationRequestSchema },
    ),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ conversation: await conversations.create(request.user.id, request.body.title) }),
  });

  app.get(AGENT_ROUTES.one, {
    schema: doc(
      'A conversation with its messages, tool steps and citations, and the stream position',
      { 200: conversationThreadResponseSchema },
      { params: conversationIdParamsSchema },
    ),
    handler: async (request) => conversations.thread(request.user.id, request.params.id),
  });

  app.patch(AGENT_ROUTES.one, {
    schema: oneConversation('Rename a conversation', { body: renameConversationRequestSchema }),
    handler: async (request) => ({
      conversation: await conversations.rename(
        request.user.id,
        request.params.id,
        request.body.title,
      ),
    }),
  });

  app.delete(AGENT_ROUTES.one, {
    schema: doc(
      'Delete a conversation (UNDO: restore); a running answer stops',
      { 204: noContent },
      { params: conversationIdParamsSchema },
    ),
    handler: async (request, reply) => {
      await conversations.remove(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.post(AGENT_ROUTES.restore, {
    schema: oneConversation('Put back a deleted conversation (UNDO)'),
    handler: async (request) => ({
      conversation: await conversations.restore(request.user.id, request.params.id),
    }),
  });

  /** Asking, asking again and changing the last question each start a run and answer 202. */
  function runRoute<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    start: (
      userId: string,
      conversationId: string,
      input: z.output<Body>,
    ) => Promise<RunStartedResponse>,
  ) {
    app.post(path, {
      schema: doc(
        summary,
        { 202: runStartedResponseSchema, 409: errorEnvelopeSchema },
        { params: conversationIdParamsSchema, body },
      ),
      // Validated by `body`; the type provider cannot narrow a generic schema's output itself.
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await start(request.user.id, request.params.id, request.body as z.output<Body>)),
    });
  }
  runRoute(
    AGENT_ROUTES.messages,
    'Ask (free text or a slash command); the answer runs on the server',
    sendMessageRequestSchema,
    runs.send,
  );
  runRoute(
    AGENT_ROUTES.regenerate,
    'Answer the last question again (the last answer is replaced)',
    regenerateRequestSchema,
    runs.redo,
  );
  runRoute(
    AGENT_ROUTES.editLast,
    'Change the last question and answer it again',
    sendMessageRequestSchema,
    runs.redo,
  );

  app.post(AGENT_ROUTES.stop, {
    schema: doc(
      'Stop the answer being written (what arrived is kept)',
      { 204: noContent },
      { params: conversationIdParamsSchema },
    ),
    handler: async (request, reply) => {
      await runs.stop(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.post(AGENT_ROUTES.approval, {
    schema: doc(
      "Approve (once or always in this conversation) or decline a write tool's step",
      { 204: noContent, 409: errorEnvelopeSchema },
      { params: toolStepParamsSchema, body: approvalRequestSchema },
    ),
    handler: async (request, reply) => {
      const { id, stepId } = request.params;
      await runs.decide(request.user.id, id, stepId, request.body.decision);
      return reply.code(204).send();
    },
  });

  app.get(AGENT_ROUTES.stream, {
    schema: doc(
      'Follow a conversation: events after `after` (or Last-Event-ID), then live',
      { 200: eventStreamResponse('AgentStreamEvent (id: seq, data: JSON)') },
      {
        params: conversationIdParamsSchema,
        querystring: z.object({ after: z.coerce.number().int().nonnegative().optional() }),
      },
    ),
    handler: async (request, reply) => {
      await conversations.owned(request.user.id, request.params.id);
      const lastEventId = Number(request.headers['last-event-id']);
      const after =
        request.query.after ??
        (Number.isInteger(lastEventId) && lastEventId >= 0 ? lastEventId : 0);
      await followConversation(
        db,
        conversations,
        request,
        reply,
        request.params.id,
        after,
        shutdown,
      );
    },
  });
};
