import {
  listNoteVersionsQuerySchema,
  listNoteVersionsResponseSchema,
  NOTE_VERSIONS_ROUTES,
  noteVersionParamsSchema,
  noteVersionResponseSchema,
  restoreNoteVersionRequestSchema,
} from './noteVersions';
import { noteConflictSchema, noteIdParamsSchema, noteResponseSchema } from './notes';
import { postRoute, readRoute, type RouteContract } from './routeContract';

/** A note's history: its versions, one version, and restoring one as a new save. */
export const NOTE_VERSION_CONTRACTS = {
  list: readRoute(
    NOTE_VERSIONS_ROUTES.list,
    "A note's versions, newest first",
    listNoteVersionsResponseSchema,
    { params: noteIdParamsSchema, querystring: listNoteVersionsQuerySchema },
  ),
  one: readRoute(
    NOTE_VERSIONS_ROUTES.one,
    'One version of a note, in full',
    noteVersionResponseSchema,
    { params: noteVersionParamsSchema },
  ),
  restore: postRoute(
    NOTE_VERSIONS_ROUTES.restore,
    'Make a version the note again (a new version); a stale `version` gets 409',
    noteResponseSchema,
    { params: noteVersionParamsSchema, body: restoreNoteVersionRequestSchema },
    { 409: noteConflictSchema },
  ),
} as const satisfies Record<string, RouteContract>;
