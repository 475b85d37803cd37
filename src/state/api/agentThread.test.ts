import { describe, expect, it } from 'vitest';
import type { AgentMessage, ConversationThreadResponse } from '@/api/schema';
import { applyConversationToList, applyStreamEvent, runningAnswer } from './agentThread';

const AT = '2026-11-25T09:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const message = (n: number, role: AgentMessage['role'], content = ''): AgentMessage => ({
  id: id(n),
  role,
  content,
  status: role === 'user' ? 'done' : 'running',
  mode: role === 'user' ? null : 'generated',
  steps: [],
  citations: [],
  command: null,
  suggestions: [],
  notice: null,
  createdAt: AT,
});
const thread = (): ConversationThreadResponse => ({
  conversation: { id: id(99), title: '', createdAt: AT, updatedAt: AT, running: true },
  messages: [message(1, 'user', 'Hi'), message(2, 'assistant', 'Hel')],
  seq: 4,
});

describe('applyStreamEvent', () => {
  it('appends deltas and skips events the thread already holds', () => {
    const current = thread();
    applyStreamEvent(current, { type: 'delta', seq: 4, messageId: id(2), text: 'lo' });
    expect(current.messages[1]!.content).toBe('Hel');
    applyStreamEvent(current, { type: 'delta', seq: 5, messageId: id(2), text: 'lo' });
    expect(current.messages[1]!.content).toBe('Hello');
    expect(current.seq).toBe(5);
  });

  it('adds or replaces messages and steps whole', () => {
    const current = thread();
    applyStreamEvent(current, { type: 'message', seq: 5, message: message(3, 'user', 'Next') });
    applyStreamEvent(current, {
      type: 'message',
      seq: 6,
      message: { ...message(1, 'user'), content: 'Edited' },
    });
    expect(current.messages.map((m) => m.content)).toEqual(['Edited', 'Hel', 'Next']);
    const step = {
      id: id(7),
      name: 'search_notes' as const,
      arguments: {},
      status: 'running' as const,
      preview: null,
      result: null,
      error: null,
    };
    applyStreamEvent(current, { type: 'step', seq: 7, messageId: id(2), step });
    applyStreamEvent(current, {
      type: 'step',
      seq: 8,
      messageId: id(2),
      step: { ...step, status: 'done' },
    });
    expect(current.messages[1]!.steps).toEqual([{ ...step, status: 'done' }]);
  });

  it('ends an answer, renames the conversation and drops removed messages', () => {
    const current = thread();
    applyStreamEvent(current, {
      type: 'done',
      seq: 5,
      messageId: id(2),
      status: 'stopped',
      mode: 'generated',
      notice: null,
      suggestions: [],
    });
    expect(runningAnswer(current)).toBeUndefined();
    expect(current.messages[1]!.status).toBe('stopped');
    applyStreamEvent(current, {
      type: 'conversation',
      seq: 6,
      conversation: { ...current.conversation, title: 'Hi', running: false },
    });
    expect(current.conversation.title).toBe('Hi');
    applyStreamEvent(current, { type: 'removed', seq: 7, messageIds: [id(2)] });
    expect(current.messages).toHaveLength(1);
  });

  it('puts an announced conversation into the cached list, and nothing else', () => {
    const { conversation } = thread();
    const other = { ...conversation, id: id(9), title: 'Other' };
    const list = { items: [other, conversation], nextCursor: null };
    applyConversationToList(list, { ...conversation, title: 'Weekend trip plans' });
    expect(list.items.map((item) => item.title)).toEqual(['Other', 'Weekend trip plans']);
    applyConversationToList(list, { ...conversation, id: id(8), title: 'Not listed' });
    expect(list.items).toHaveLength(2);
  });

  it('finds the running answer', () => {
    expect(runningAnswer(thread())?.id).toBe(id(2));
    expect(runningAnswer(undefined)).toBeUndefined();
  });
});
