import { errorEnvelopeSchema } from './errors';
import { IDEMPOTENCY_HEADER_NAME } from './httpHeaders';
import { idempotentCreateHeadersSchema } from './http';
import {
  createNoteRequestSchema,
  listNotesQuerySchema,
  listNotesResponseSchema,
  noteConflictSchema,
  noteIdParamsSchema,
  noteResponseSchema,
  noteTagsResponseSchema,
  updateNoteRequestSchema,
} from './notes';
import { NOTES_ROUTES } from './notesConstants';
import {
  changeTagRequestSchema,
  changeTagResponseSchema,
  NOTE_TAG_PATHS,
  undoTagChangeRequestSchema,
  undoTagChangeResponseSchema,
} from './noteTagChange';
import {
  createRoute,
  deleteRoute,
  patchRoute,
  postRoute,
  readRoute,
  type RouteContract,
} from './routeContract';

/** Archiving, trashing and their undoing: a step on one note that answers it. */
const stateChange = <const Url extends string>(url: Url, summary: string) =>
  postRoute(url, summary, noteResponseSchema, { params: noteIdParamsSchema });

/** Notes and their tags (docs/product.md). */
export const NOTE_CONTRACTS = {
  list: readRoute(
    NOTES_ROUTES.list,
    'Notes in a filter, pinned first then newest, or ranked by a full-text query',
    listNotesResponseSchema,
    { querystring: listNotesQuerySchema },
  ),
  tags: readRoute(
    NOTES_ROUTES.tags,
    'Tags in use on live notes, with counts',
    noteTagsResponseSchema,
  ),
  changeTag: postRoute(
    NOTE_TAG_PATHS.change,
    'Rename or move a tag with its nested tags (to), or take it off every note (to: null)',
    changeTagResponseSchema,
    { body: changeTagRequestSchema },
    { 422: errorEnvelopeSchema },
  ),
  undoTagChange: postRoute(
    NOTE_TAG_PATHS.undo,
    'Put notes’ tags back as a tag change found them (its UNDO)',
    undoTagChangeResponseSchema,
    { body: undoTagChangeRequestSchema },
  ),
  create: createRoute(
    NOTES_ROUTES.list,
    `Create a note; with an ${IDEMPOTENCY_HEADER_NAME} header a retry answers with the first result`,
    noteResponseSchema,
    { headers: idempotentCreateHeadersSchema, body: createNoteRequestSchema },
    { 422: errorEnvelopeSchema },
  ),
  one: readRoute(NOTES_ROUTES.one, 'One note', noteResponseSchema, { params: noteIdParamsSchema }),
  update: patchRoute(
    NOTES_ROUTES.one,
    'Change a note; a stale `version` gets 409 with the note as it is now',
    noteResponseSchema,
    { params: noteIdParamsSchema, body: updateNoteRequestSchema },
    { 409: noteConflictSchema },
  ),
  remove: deleteRoute(NOTES_ROUTES.one, 'Delete a note forever', { params: noteIdParamsSchema }),
  archive: stateChange(NOTES_ROUTES.archive, 'Archive a note'),
  unarchive: stateChange(NOTES_ROUTES.unarchive, 'Unarchive a note'),
  trash: stateChange(NOTES_ROUTES.trash, 'Trash a note'),
  restore: stateChange(NOTES_ROUTES.restore, 'Restore a note'),
} as const satisfies Record<string, RouteContract>;
