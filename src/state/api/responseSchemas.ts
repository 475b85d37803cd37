import {
  conversationResponseSchema,
  conversationThreadResponseSchema,
  listConversationsResponseSchema,
  runStartedResponseSchema,
} from '@/api/schema/agent';
import {
  calendarListResponseSchema,
  calendarResponseSchema,
  calendarSettingsSchema,
  eventChangeResponseSchema,
  eventListResponseSchema,
  eventResponseSchema,
  icsTextSchema,
  importResponseSchema,
  shareListResponseSchema,
  shareResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatusSchema,
} from '@/api/schema/calendar';
import { fileResponseSchema, listFilesResponseSchema } from '@/api/schema/files';
import {
  listNotesResponseSchema,
  noteResponseSchema,
  noteTagsResponseSchema,
} from '@/api/schema/notes';
import { searchResponseSchema } from '@/api/schema/search';

/**
 * The schemas the cache checks answers against, by name (an endpoint's `extraOptions.response`).
 * Endpoints name them instead of importing them, so zod and the schemas load with the client on
 * the first call, after the first paint (docs/performance.md).
 */
export const RESPONSE_SCHEMAS = {
  calendarListResponse: calendarListResponseSchema,
  calendarResponse: calendarResponseSchema,
  calendarSettings: calendarSettingsSchema,
  conversationResponse: conversationResponseSchema,
  conversationThreadResponse: conversationThreadResponseSchema,
  eventChangeResponse: eventChangeResponseSchema,
  eventListResponse: eventListResponseSchema,
  eventResponse: eventResponseSchema,
  fileResponse: fileResponseSchema,
  icsText: icsTextSchema,
  importResponse: importResponseSchema,
  listConversationsResponse: listConversationsResponseSchema,
  listFilesResponse: listFilesResponseSchema,
  listNotesResponse: listNotesResponseSchema,
  noteResponse: noteResponseSchema,
  noteTagsResponse: noteTagsResponseSchema,
  runStartedResponse: runStartedResponseSchema,
  searchResponse: searchResponseSchema,
  shareListResponse: shareListResponseSchema,
  shareResponse: shareResponseSchema,
  subscriptionResponse: subscriptionResponseSchema,
  subscriptionStatus: subscriptionStatusSchema,
} as const;

export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;
