import type { SearchKindSource } from './kinds.ts';
import { CONVERSATIONS_SEARCH } from './conversationsKind.ts';
import { EVENTS_SEARCH } from './eventsKind.ts';
import { FILES_SEARCH } from './filesKind.ts';
import { NOTES_SEARCH } from './notesKind.ts';

/** Every kind the engine searches. */
export const SEARCH_SOURCES: readonly SearchKindSource[] = [
  NOTES_SEARCH,
  EVENTS_SEARCH,
  FILES_SEARCH,
  CONVERSATIONS_SEARCH,
];
