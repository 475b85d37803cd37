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
import { noContent, type RouteContract } from './routeContract';

/** Archiving, trashing and their undoing: a step on one note that answers it. */
const stateChange = <const Url extends string>(url: Url, summary: string) =>
  ({
    method: 'POST',
    url,
    summary,
    params: noteIdParamsSchema,
    answers: { 200: noteResponseSchema },
  }) as const;

/** Notes and their tags (docs/product.md). */
export const NOTE_CONTRACTS = {
  list: {
    method: 'GET',
    url: NOTES_ROUTES.list,
    summary: 'Notes in a filter, pinned first then newest, or ranked by a full-text query',
    querystring: listNotesQuerySchema,
    answers: { 200: listNotesResponseSchema },
  },
  tags: {
    method: 'GET',
    url: NOTES_ROUTES.tags,
    summary: 'Tags in use on live notes, with counts',
    answers: { 200: noteTagsResponseSchema },
  },
  changeTag: {
    method: 'POST',
    url: NOTE_TAG_PATHS.change,
    summary: 'Rename or move a tag with its nested tags (to), or take it off every note (to: null)',
    body: changeTagRequestSchema,
    answers: { 200: changeTagResponseSchema, 422: errorEnvelopeSchema },
  },
  undoTagChange: {
    method: 'POST',
    url: NOTE_TAG_PATHS.undo,
    summary: 'Put notes’ tags back as a tag change found them (its UNDO)',
    body: undoTagChangeRequestSchema,
    answers: { 200: undoTagChangeResponseSchema },
  },
  create: {
    method: 'POST',
    url: NOTES_ROUTES.list,
    summary: `Create a note; with an ${IDEMPOTENCY_HEADER_NAME} header a retry answers with the first result`,
    headers: idempotentCreateHeadersSchema,
    body: createNoteRequestSchema,
    answers: { 201: noteResponseSchema, 422: errorEnvelopeSchema },
  },
  one: {
    method: 'GET',
    url: NOTES_ROUTES.one,
    summary: 'One note',
    params: noteIdParamsSchema,
    answers: { 200: noteResponseSchema },
  },
  update: {
    method: 'PATCH',
    url: NOTES_ROUTES.one,
    summary: 'Change a note; a stale `version` gets 409 with the note as it is now',
    params: noteIdParamsSchema,
    body: updateNoteRequestSchema,
    answers: { 200: noteResponseSchema, 409: noteConflictSchema },
  },
  remove: {
    method: 'DELETE',
    url: NOTES_ROUTES.one,
    summary: 'Delete a note forever',
    params: noteIdParamsSchema,
    answers: { 204: noContent },
  },
  archive: stateChange(NOTES_ROUTES.archive, 'Archive a note'),
  unarchive: stateChange(NOTES_ROUTES.unarchive, 'Unarchive a note'),
  trash: stateChange(NOTES_ROUTES.trash, 'Trash a note'),
  restore: stateChange(NOTES_ROUTES.restore, 'Restore a note'),
} as const satisfies Record<string, RouteContract>;
