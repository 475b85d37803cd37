import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createNoteRequestSchema,
  errorEnvelopeSchema,
  IDEMPOTENCY_HEADER_NAME,
  idempotentCreateHeadersSchema,
  listNotesQuerySchema,
  listNotesResponseSchema,
  NOTE_LIMITS,
  noteConflictSchema,
  noteIdParamsSchema,
  noteResponseSchema,
  NOTES_ROUTES,
  noteTagsResponseSchema,
  updateNoteRequestSchema,
  changeTagRequestSchema,
  changeTagResponseSchema,
  NOTE_TAG_PATHS,
  NOTE_TAG_UNDO_BYTES,
  undoTagChangeRequestSchema,
  undoTagChangeResponseSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { sendNoteSave } from './noteSaveReply.ts';
import { noContent } from './responses.ts';
import { foundOr } from './notFound.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('notes');
const IDEMPOTENCY_HEADER = IDEMPOTENCY_HEADER_NAME.toLowerCase();
const found = foundOr('Note not found.');
const STATE_ACTIONS = ['archive', 'unarchive', 'trash', 'restore'] as const;

export const noteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  app.get(NOTES_ROUTES.list, {
    schema: doc(
      'Notes in a filter, pinned first then newest, or ranked by a full-text query',
      { 200: listNotesResponseSchema },
      { querystring: listNotesQuerySchema },
    ),
    handler: async (request) => notes.list(request.user.id, request.query),
  });

  app.get(NOTES_ROUTES.tags, {
    schema: doc('Tags in use on live notes, with counts', { 200: noteTagsResponseSchema }),
    handler: async (request) => notes.tags(request.user.id),
  });

  app.post(NOTE_TAG_PATHS.change, {
    schema: doc(
      'Rename or move a tag with its nested tags (to), or take it off every note (to: null)',
      { 200: changeTagResponseSchema, 422: errorEnvelopeSchema },
      { body: changeTagRequestSchema },
    ),
    handler: async (request) =>
      notes.changeTag(request.user.id, request.body.from, request.body.to),
  });

  app.post(NOTE_TAG_PATHS.undo, {
    bodyLimit: NOTE_TAG_UNDO_BYTES,
    schema: doc(
      'Put notes’ tags back as a tag change found them (its UNDO)',
      { 200: undoTagChangeResponseSchema },
      { body: undoTagChangeRequestSchema },
    ),
    handler: async (request) => notes.undoTagChange(request.user.id, request.body.notes),
  });

  app.post(NOTES_ROUTES.list, {
    bodyLimit: NOTE_LIMITS.requestBytes,
    schema: doc(
      `Create a note; with an ${IDEMPOTENCY_HEADER_NAME} header a retry answers with the first result`,
      { 201: noteResponseSchema, 422: errorEnvelopeSchema },
      { headers: idempotentCreateHeadersSchema, body: createNoteRequestSchema },
    ),
    handler: async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER]?.toString();
      if (!key)
        return reply.code(201).send({ note: await notes.create(request.user.id, request.body) });
      const { note, replayed } = await notes.createOnce(request.user.id, key, request.body);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ note });
    },
  });

  app.get(NOTES_ROUTES.one, {
    schema: doc('One note', { 200: noteResponseSchema }, { params: noteIdParamsSchema }),
    handler: async (request) => ({
      note: found(await notes.get(request.user.id, request.params.id)),
    }),
  });

  app.patch(NOTES_ROUTES.one, {
    bodyLimit: NOTE_LIMITS.requestBytes,
    schema: doc(
      'Change a note; a stale `version` gets 409 with the note as it is now',
      { 200: noteResponseSchema, 409: noteConflictSchema },
      { params: noteIdParamsSchema, body: updateNoteRequestSchema },
    ),
    handler: async (request, reply) => {
      const outcome = await notes.update(request.user.id, request.params.id, request.body);
      return sendNoteSave(reply, found(outcome));
    },
  });

  app.delete(NOTES_ROUTES.one, {
    schema: doc('Delete a note forever', { 204: noContent }, { params: noteIdParamsSchema }),
    handler: async (request, reply) => {
      found(await notes.remove(request.user.id, request.params.id));
      return reply.code(204).send();
    },
  });

  for (const action of STATE_ACTIONS) {
    app.post(NOTES_ROUTES[action], {
      schema: doc(
        `${action.charAt(0).toUpperCase()}${action.slice(1)} a note`,
        { 200: noteResponseSchema },
        { params: noteIdParamsSchema },
      ),
      handler: async (request) => ({
        note: found(await notes.setState(request.user.id, request.params.id, action)),
      }),
    });
  }
};
