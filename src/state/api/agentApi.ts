import type {
  AgentLocale,
  ApprovalDecision,
  Conversation,
  ConversationResponse,
  ConversationThreadResponse,
  ListConversationsResponse,
  RunStartedResponse,
} from '@/api/schema';
import {
  conversationResponseSchema,
  conversationThreadResponseSchema,
  listConversationsResponseSchema,
  runStartedResponseSchema,
} from '@/api/schema/agent';
import { AGENT_PATHS } from '@/api/schema/agentPaths';
import { baseApi } from './baseApi';
import { unwrap } from './responseShapes';

const LIST = { type: 'Conversation' as const, id: 'LIST' };

/** The reader's language and zone, sent with every run (slash-command dates read in them). */
export interface RunContext {
  locale: AgentLocale;
  timeZone?: string;
}

type RunArgs = { id: string } & RunContext;
type WithContent = RunArgs & { content: string };
const context = ({ locale, timeZone }: RunContext) => ({
  locale,
  ...(timeZone ? { timeZone } : {}),
});

/** Asking and changing the last question: the words and the context go to `path`, a run starts. */
const ask = (path: (id: string) => string) => ({
  query: ({ id, content, ...rest }: WithContent) => ({
    url: path(id),
    method: 'POST' as const,
    data: { content, ...context(rest) },
  }),
  responseSchema: runStartedResponseSchema,
});

/** Conversations with the agent (docs/product.md §8); the thread's live part comes from the stream. */
export const agentApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Conversation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listConversations: build.query<ListConversationsResponse, void>({
        query: () => ({ url: AGENT_PATHS.list, params: { limit: 100 } }),
        responseSchema: listConversationsResponseSchema,
        providesTags: [LIST],
      }),
      getThread: build.query<ConversationThreadResponse, string>({
        query: (id) => ({ url: AGENT_PATHS.one(id) }),
        responseSchema: conversationThreadResponseSchema,
        // The open stream keeps the thread current; a refetch on focus would only redo its work.
        keepUnusedDataFor: 30,
      }),
      createConversation: build.mutation<Conversation, void, ConversationResponse>({
        query: () => ({ url: AGENT_PATHS.list, method: 'POST', data: {} }),
        ...unwrap(conversationResponseSchema, 'conversation'),
        invalidatesTags: [LIST],
      }),
      renameConversation: build.mutation<
        Conversation,
        { id: string; title: string },
        ConversationResponse
      >({
        query: ({ id, title }) => ({ url: AGENT_PATHS.one(id), method: 'PATCH', data: { title } }),
        ...unwrap(conversationResponseSchema, 'conversation'),
        invalidatesTags: [LIST, 'Search'],
      }),
      deleteConversation: build.mutation<null, string>({
        query: (id) => ({ url: AGENT_PATHS.one(id), method: 'DELETE' }),
        invalidatesTags: [LIST, 'Search'],
      }),
      restoreConversation: build.mutation<Conversation, string, ConversationResponse>({
        query: (id) => ({ url: AGENT_PATHS.restore(id), method: 'POST' }),
        ...unwrap(conversationResponseSchema, 'conversation'),
        invalidatesTags: [LIST, 'Search'],
      }),
      sendMessage: build.mutation<RunStartedResponse, WithContent>({
        ...ask(AGENT_PATHS.messages),
        invalidatesTags: [LIST],
      }),
      editLast: build.mutation<RunStartedResponse, WithContent>(ask(AGENT_PATHS.editLast)),
      regenerate: build.mutation<RunStartedResponse, RunArgs>({
        query: ({ id, ...rest }) => ({
          url: AGENT_PATHS.regenerate(id),
          method: 'POST',
          data: context(rest),
        }),
        responseSchema: runStartedResponseSchema,
      }),
      stopAnswer: build.mutation<null, string>({
        query: (id) => ({ url: AGENT_PATHS.stop(id), method: 'POST' }),
      }),
      decideStep: build.mutation<null, { id: string; stepId: string; decision: ApprovalDecision }>({
        query: ({ id, stepId, decision }) => ({
          url: AGENT_PATHS.approval(id, stepId),
          method: 'POST',
          data: { decision },
        }),
      }),
    }),
  });

export const {
  useListConversationsQuery,
  useGetThreadQuery,
  useCreateConversationMutation,
  useRenameConversationMutation,
  useDeleteConversationMutation,
  useRestoreConversationMutation,
  useSendMessageMutation,
  useEditLastMutation,
  useRegenerateMutation,
  useStopAnswerMutation,
  useDecideStepMutation,
} = agentApi;
