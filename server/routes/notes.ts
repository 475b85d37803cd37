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
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { sendNoteSave } from './noteSaveReply.ts';
import { AUTH_ERROR_RESPONSES, noContent } from './responses.ts';

const tags = ['notes'];
const IDEMPOTENCY_HEADER = IDEMPOTENCY_HEADER_NAME.toLowerCase();
// Another user's note answers exactly like a missing one: its existence is not revealed.
const missing = () => new HttpError('not_found', 'Note not found.');
const STATE_ACTIONS = ['archive', 'unarchive', 'trash', 'restore'] as const;

export const noteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  app.get(NOTES_ROUTES.list, {
    schema: {
      tags,
      summary: 'Notes in a filter, pinned first then newest, or ranked by a full-text query',
      querystring: listNotesQuerySchema,
      response: { 200: listNotesResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => notes.list(request.user.id, request.query),
  });

  app.get(NOTES_ROUTES.tags, {
    schema: {
      tags,
      summary: 'Tags in use on live notes, with counts',
      response: { 200: noteTagsResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => notes.tags(request.user.id),
  });

  app.post(NOTES_ROUTES.list, {
    bodyLimit: NOTE_LIMITS.requestBytes,
    schema: {
      tags,
      summary: `Create a note; with an ${IDEMPOTENCY_HEADER_NAME} header a retry answers with the first result`,
      headers: idempotentCreateHeadersSchema,
      body: createNoteRequestSchema,
      response: { 201: noteResponseSchema, 422: errorEnvelopeSchema, ...AUTH_ERROR_RESPONSES },
    },
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
    schema: {
      tags,
      summary: 'One note',
      params: noteIdParamsSchema,
      response: { 200: noteResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const note = await notes.get(request.user.id, request.params.id);
      if (!note) throw missing();
      return { note };
    },
  });

  app.patch(NOTES_ROUTES.one, {
    bodyLimit: NOTE_LIMITS.requestBytes,
    schema: {
      tags,
      summary: 'Change a note; a stale `version` gets 409 with the note as it is now',
      params: noteIdParamsSchema,
      body: updateNoteRequestSchema,
      response: { 200: noteResponseSchema, 409: noteConflictSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const outcome = await notes.update(request.user.id, request.params.id, request.body);
      if (!outcome) throw missing();
      return sendNoteSave(reply, outcome);
    },
  });

  app.delete(NOTES_ROUTES.one, {
    schema: {
      tags,
      summary: 'Delete a note forever',
      params: noteIdParamsSchema,
      response: { 204: noContent, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      if (!(await notes.remove(request.user.id, request.params.id))) throw missing();
      return reply.code(204).send();
    },
  });

  for (const action of STATE_ACTIONS) {
    app.post(NOTES_ROUTES[action], {
      schema: {
        tags,
        summary: `${action.charAt(0).toUpperCase()}${action.slice(1)} a note`,
        params: noteIdParamsSchema,
        response: { 200: noteResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
      handler: async (request) => {
        const note = await notes.setState(request.user.id, request.params.id, action);
        if (!note) throw missing();
        return { note };
      },
    });
  }
};
