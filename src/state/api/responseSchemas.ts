// Each schema module is a chunk of its own: a page's first call loads its resource's schemas
// only, not every resource's (docs/performance.md).
const agent = () => import('@/api/schema/agent');
const assistant = () => import('@/api/schema/assistant');
const calendar = () => import('@/api/schema/calendar');
const files = () => import('@/api/schema/files');
const notes = () => import('@/api/schema/notes');
const search = () => import('@/api/schema/search');

/**
 * The schemas the cache checks answers against, by name (an endpoint's `extraOptions.response`).
 * Endpoints name them instead of importing them, so zod and the schemas load on the first call
 * that needs them, after the first paint.
 */
const RESPONSE_SCHEMAS = {
  agentStreamEvent: () => agent().then((m) => m.agentStreamEventSchema),
  askStreamEvent: () => assistant().then((m) => m.askStreamEventSchema),
  calendarListResponse: () => calendar().then((m) => m.calendarListResponseSchema),
  calendarResponse: () => calendar().then((m) => m.calendarResponseSchema),
  calendarSettings: () => calendar().then((m) => m.calendarSettingsSchema),
  conversationResponse: () => agent().then((m) => m.conversationResponseSchema),
  conversationThreadResponse: () => agent().then((m) => m.conversationThreadResponseSchema),
  eventChangeResponse: () => calendar().then((m) => m.eventChangeResponseSchema),
  eventListResponse: () => calendar().then((m) => m.eventListResponseSchema),
  eventResponse: () => calendar().then((m) => m.eventResponseSchema),
  fileResponse: () => files().then((m) => m.fileResponseSchema),
  icsText: () => calendar().then((m) => m.icsTextSchema),
  importResponse: () => calendar().then((m) => m.importResponseSchema),
  listConversationsResponse: () => agent().then((m) => m.listConversationsResponseSchema),
  listFilesResponse: () => files().then((m) => m.listFilesResponseSchema),
  listNotesResponse: () => notes().then((m) => m.listNotesResponseSchema),
  noteResponse: () => notes().then((m) => m.noteResponseSchema),
  noteTagsResponse: () => notes().then((m) => m.noteTagsResponseSchema),
  runStartedResponse: () => agent().then((m) => m.runStartedResponseSchema),
  searchResponse: () => search().then((m) => m.searchResponseSchema),
  shareListResponse: () => calendar().then((m) => m.shareListResponseSchema),
  shareResponse: () => calendar().then((m) => m.shareResponseSchema),
  subscriptionResponse: () => calendar().then((m) => m.subscriptionResponseSchema),
  subscriptionStatus: () => calendar().then((m) => m.subscriptionStatusSchema),
};

export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;

export const RESPONSE_SCHEMA_NAMES = Object.keys(RESPONSE_SCHEMAS) as ResponseSchemaName[];

/** The schema an answer must match; its module downloads on the first ask, once. */
export function loadResponseSchema<Name extends ResponseSchemaName>(
  name: Name,
): ReturnType<(typeof RESPONSE_SCHEMAS)[Name]> {
  return RESPONSE_SCHEMAS[name]() as ReturnType<(typeof RESPONSE_SCHEMAS)[Name]>;
}
