import type { ZodType } from 'zod';
import {
  approvalRequestSchema,
  conversationIdParamsSchema,
  conversationResponseSchema,
  conversationThreadResponseSchema,
  createConversationRequestSchema,
  listConversationsQuerySchema,
  listConversationsResponseSchema,
  regenerateRequestSchema,
  renameConversationRequestSchema,
  runStartedResponseSchema,
  sendMessageRequestSchema,
  toolStepParamsSchema,
} from './agent';
import { AGENT_ROUTES } from './agentPaths';
import { errorEnvelopeSchema } from './errors';
import {
  createRoute,
  deleteRoute,
  eventStreamResponse,
  noContent,
  patchRoute,
  postRoute,
  readRoute,
  type RouteContract,
} from './routeContract';
import { z } from './zodSetup';

/** Asking, asking again and changing the last question each start a run and answer 202. */
const startsRun = <const Url extends string, const Body extends ZodType>(
  url: Url,
  summary: string,
  body: Body,
) =>
  ({
    method: 'POST',
    url,
    summary,
    params: conversationIdParamsSchema,
    body,
    answers: { 202: runStartedResponseSchema, 409: errorEnvelopeSchema },
  }) as const;

/** The agent chat (docs/agent.md). */
export const AGENT_CONTRACTS = {
  list: readRoute(
    AGENT_ROUTES.list,
    'Your conversations, most recently active first',
    listConversationsResponseSchema,
    { querystring: listConversationsQuerySchema },
  ),
  create: createRoute(
    AGENT_ROUTES.list,
    'Start a conversation (untitled: the first question names it)',
    conversationResponseSchema,
    { body: createConversationRequestSchema },
  ),
  thread: readRoute(
    AGENT_ROUTES.one,
    'A conversation with its messages, tool steps and citations, and the stream position',
    conversationThreadResponseSchema,
    { params: conversationIdParamsSchema },
  ),
  rename: patchRoute(AGENT_ROUTES.one, 'Rename a conversation', conversationResponseSchema, {
    params: conversationIdParamsSchema,
    body: renameConversationRequestSchema,
  }),
  remove: deleteRoute(
    AGENT_ROUTES.one,
    'Delete a conversation (UNDO: restore); a running answer stops',
    { params: conversationIdParamsSchema },
  ),
  restore: postRoute(
    AGENT_ROUTES.restore,
    'Put back a deleted conversation (UNDO)',
    conversationResponseSchema,
    { params: conversationIdParamsSchema },
  ),
  send: startsRun(
    AGENT_ROUTES.messages,
    'Ask (free text or a slash command); the answer runs on the server',
    sendMessageRequestSchema,
  ),
  regenerate: startsRun(
    AGENT_ROUTES.regenerate,
    'Answer the last question again (the last answer is replaced)',
    regenerateRequestSchema,
  ),
  editLast: startsRun(
    AGENT_ROUTES.editLast,
    'Change the last question and answer it again',
    sendMessageRequestSchema,
  ),
  stop: {
    method: 'POST',
    url: AGENT_ROUTES.stop,
    summary: 'Stop the answer being written (what arrived is kept)',
    params: conversationIdParamsSchema,
    answers: { 204: noContent },
  },
  approval: {
    method: 'POST',
    url: AGENT_ROUTES.approval,
    summary: "Approve (once or always in this conversation) or decline a write tool's step",
    params: toolStepParamsSchema,
    body: approvalRequestSchema,
    answers: { 204: noContent, 409: errorEnvelopeSchema },
  },
  stream: readRoute(
    AGENT_ROUTES.stream,
    'Follow a conversation: events after `after` (or Last-Event-ID), then live',
    eventStreamResponse('AgentStreamEvent (id: seq, data: JSON)'),
    {
      params: conversationIdParamsSchema,
      querystring: z.object({ after: z.coerce.number().int().nonnegative().optional() }),
    },
  ),
} as const satisfies Record<string, RouteContract>;
