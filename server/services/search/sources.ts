import type { SearchKindSource } from './kinds.ts';
import { CONVERSATIONS_SEARCH } from './conversationsKind.ts';
import { EVENTS_SEARCH } from './eventsKind.ts';
import { NOTES_SEARCH } from './notesKind.ts';

/** Every kind the engine searches; events and files add their source here. */
export const SEARCH_SOURCES: readonly SearchKindSource[] = [
  NOTES_SEARCH,
  EVENTS_SEARCH,
  CONVERSATIONS_SEARCH,
];
