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
import { eventStreamResponse, noContent, type RouteContract } from './routeContract';
import { z } from './zodSetup';

/** Asking, asking again and changing the last question each start a run and answer 202. */
const runStarted = { 202: runStartedResponseSchema, 409: errorEnvelopeSchema };

/** The agent chat (docs/agent.md). */
export const AGENT_CONTRACTS = {
  list: {
    method: 'GET',
    url: AGENT_ROUTES.list,
    summary: 'Your conversations, most recently active first',
    querystring: listConversationsQuerySchema,
    answers: { 200: listConversationsResponseSchema },
  },
  create: {
    method: 'POST',
    url: AGENT_ROUTES.list,
    summary: 'Start a conversation (untitled: the first question names it)',
    body: createConversationRequestSchema,
    answers: { 201: conversationResponseSchema },
  },
  thread: {
    method: 'GET',
    url: AGENT_ROUTES.one,
    summary: 'A conversation with its messages, tool steps and citations, and the stream position',
    params: conversationIdParamsSchema,
    answers: { 200: conversationThreadResponseSchema },
  },
  rename: {
    method: 'PATCH',
    url: AGENT_ROUTES.one,
    summary: 'Rename a conversation',
    params: conversationIdParamsSchema,
    body: renameConversationRequestSchema,
    answers: { 200: conversationResponseSchema },
  },
  remove: {
    method: 'DELETE',
    url: AGENT_ROUTES.one,
    summary: 'Delete a conversation (UNDO: restore); a running answer stops',
    params: conversationIdParamsSchema,
    answers: { 204: noContent },
  },
  restore: {
    method: 'POST',
    url: AGENT_ROUTES.restore,
    summary: 'Put back a deleted conversation (UNDO)',
    params: conversationIdParamsSchema,
    answers: { 200: conversationResponseSchema },
  },
  send: {
    method: 'POST',
    url: AGENT_ROUTES.messages,
    summary: 'Ask (free text or a slash command); the answer runs on the server',
    params: conversationIdParamsSchema,
    body: sendMessageRequestSchema,
    answers: runStarted,
  },
  regenerate: {
    method: 'POST',
    url: AGENT_ROUTES.regenerate,
    summary: 'Answer the last question again (the last answer is replaced)',
    params: conversationIdParamsSchema,
    body: regenerateRequestSchema,
    answers: runStarted,
  },
  editLast: {
    method: 'POST',
    url: AGENT_ROUTES.editLast,
    summary: 'Change the last question and answer it again',
    params: conversationIdParamsSchema,
    body: sendMessageRequestSchema,
    answers: runStarted,
  },
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
  stream: {
    method: 'GET',
    url: AGENT_ROUTES.stream,
    summary: 'Follow a conversation: events after `after` (or Last-Event-ID), then live',
    params: conversationIdParamsSchema,
    querystring: z.object({ after: z.coerce.number().int().nonnegative().optional() }),
    answers: { 200: eventStreamResponse('AgentStreamEvent (id: seq, data: JSON)') },
  },
} as const satisfies Record<string, RouteContract>;
