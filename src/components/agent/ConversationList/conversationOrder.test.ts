import { describe, expect, it } from 'vitest';
import type { Conversation } from '@/api/schema';
import { visibleConversations } from './conversationOrder';

const at = (id: string, title: string, updatedAt: string): Conversation => ({
  id,
  title,
  createdAt: updatedAt,
  updatedAt,
  running: false,
});
const list = [
  at('a', 'Trip to Lisbon', '2026-11-20T10:00:00.000Z'),
  at('b', 'Groceries', '2026-11-25T10:00:00.000Z'),
  at('c', 'lisbon hotels', '2026-11-22T10:00:00.000Z'),
];

describe('visibleConversations', () => {
  it('puts the most recently updated first', () => {
    expect(visibleConversations(list, '').map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });
  it('filters by title, ignoring case and spaces around the query', () => {
    expect(visibleConversations(list, '  LISBON ').map((c) => c.id)).toEqual(['c', 'a']);
  });
  it('does not reorder the caller’s array', () => {
    visibleConversations(list, '');
    expect(list[0]!.id).toBe('a');
  });
});
