import type {
  AgentMessage,
  AgentStreamEvent,
  Conversation,
  ConversationThreadResponse,
  ListConversationsResponse,
} from '@/api/schema';

/** The message `id` of the thread, changed by `change` (the thread is an Immer draft). */
function withMessage(
  thread: ConversationThreadResponse,
  id: string,
  change: (message: AgentMessage) => void,
) {
  const message = thread.messages.find((candidate) => candidate.id === id);
  if (message) change(message);
}

/**
 * Applies one stream event to a cached thread. Events at or below the thread's `seq` are already
 * in it (a reload read them from the server) and are skipped, so replays are harmless.
 */
export function applyStreamEvent(
  thread: ConversationThreadResponse,
  event: AgentStreamEvent,
): void {
  if (event.seq <= thread.seq) return;
  thread.seq = event.seq;
  switch (event.type) {
    case 'message': {
      const index = thread.messages.findIndex((message) => message.id === event.message.id);
      if (index === -1) thread.messages.push(event.message);
      else thread.messages[index] = event.message;
      return;
    }
    case 'delta':
      return withMessage(thread, event.messageId, (message) => {
        message.content += event.text;
      });
    case 'step':
      return withMessage(thread, event.messageId, (message) => {
        const index = message.steps.findIndex((step) => step.id === event.step.id);
        if (index === -1) message.steps.push(event.step);
        else message.steps[index] = event.step;
      });
    case 'citations':
      return withMessage(thread, event.messageId, (message) => {
        message.citations = event.citations;
      });
    case 'command':
      return withMessage(thread, event.messageId, (message) => {
        message.command = event.result;
        message.suggestions = event.suggestions;
      });
    case 'done':
      return withMessage(thread, event.messageId, (message) => {
        message.status = event.status;
        message.mode = event.mode;
        message.notice = event.notice;
        message.suggestions = event.suggestions;
      });
    case 'conversation':
      thread.conversation = event.conversation;
      return;
    case 'removed':
      thread.messages = thread.messages.filter((message) => !event.messageIds.includes(message.id));
      return;
  }
}

/**
 * Puts a conversation the stream announced (its title named by the model, a run started or
 * ended) into the cached list, so the list follows without being read again.
 */
export function applyConversationToList(
  list: ListConversationsResponse,
  conversation: Conversation,
): void {
  const index = list.items.findIndex((item) => item.id === conversation.id);
  if (index !== -1) list.items[index] = conversation;
}

/** The answer being written, if any: what Stop stops and what keeps the composer waiting. */
export const runningAnswer = (thread: ConversationThreadResponse | undefined) =>
  thread?.messages.find((message) => message.role === 'assistant' && message.status === 'running');
