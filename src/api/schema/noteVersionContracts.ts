import {
  listNoteVersionsQuerySchema,
  listNoteVersionsResponseSchema,
  NOTE_VERSIONS_ROUTES,
  noteVersionParamsSchema,
  noteVersionResponseSchema,
  restoreNoteVersionRequestSchema,
} from './noteVersions';
import { noteConflictSchema, noteIdParamsSchema, noteResponseSchema } from './notes';
import type { RouteContract } from './routeContract';

/** A note's history: its versions, one version, and restoring one as a new save. */
export const NOTE_VERSION_CONTRACTS = {
  list: {
    method: 'GET',
    url: NOTE_VERSIONS_ROUTES.list,
    summary: "A note's versions, newest first",
    params: noteIdParamsSchema,
    querystring: listNoteVersionsQuerySchema,
    answers: { 200: listNoteVersionsResponseSchema },
  },
  one: {
    method: 'GET',
    url: NOTE_VERSIONS_ROUTES.one,
    summary: 'One version of a note, in full',
    params: noteVersionParamsSchema,
    answers: { 200: noteVersionResponseSchema },
  },
  restore: {
    method: 'POST',
    url: NOTE_VERSIONS_ROUTES.restore,
    summary: 'Make a version the note again (a new version); a stale `version` gets 409',
    params: noteVersionParamsSchema,
    body: restoreNoteVersionRequestSchema,
    answers: { 200: noteResponseSchema, 409: noteConflictSchema },
  },
} as const satisfies Record<string, RouteContract>;
