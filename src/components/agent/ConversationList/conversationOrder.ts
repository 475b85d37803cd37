import type { Conversation } from '@/api/schema';

/** Most recently updated first; `query` keeps the titles that contain it, ignoring case. */
export function visibleConversations(conversations: Conversation[], query: string): Conversation[] {
  const needle = query.trim().toLocaleLowerCase();
  return conversations
    .filter((conversation) => !needle || conversation.title.toLocaleLowerCase().includes(needle))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
