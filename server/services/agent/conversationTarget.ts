/** The agent page with one conversation open, as a notification's target (conversationLink's). */
export const conversationTarget = (id: string) =>
  `/agent?${new URLSearchParams({ conversation: id }).toString()}`;
