import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listNoteVersionsQuerySchema,
  listNoteVersionsResponseSchema,
  noteConflictSchema,
  noteIdParamsSchema,
  noteResponseSchema,
  noteVersionParamsSchema,
  noteVersionResponseSchema,
  NOTE_VERSIONS_ROUTES,
  restoreNoteVersionRequestSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { sendNoteSave } from './noteSaveReply.ts';
import { AUTH_ERROR_RESPONSES } from './responses.ts';

const tags = ['notes'];
// Another user's note or version answers exactly like a missing one.
const missing = () => new HttpError('not_found', 'Note version not found.');

/** A note's history: its versions, one version, and restoring one as a new save. */
export const noteVersionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  app.get(NOTE_VERSIONS_ROUTES.list, {
    schema: {
      tags,
      summary: "A note's versions, newest first",
      params: noteIdParamsSchema,
      querystring: listNoteVersionsQuerySchema,
      response: { 200: listNoteVersionsResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const page = await notes.listVersions(request.user.id, request.params.id, request.query);
      if (!page) throw missing();
      return page;
    },
  });

  app.get(NOTE_VERSIONS_ROUTES.one, {
    schema: {
      tags,
      summary: 'One version of a note, in full',
      params: noteVersionParamsSchema,
      response: { 200: noteVersionResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { id, versionId } = request.params;
      const version = await notes.getVersion(request.user.id, id, versionId);
      if (!version) throw missing();
      return { version };
    },
  });

  app.post(NOTE_VERSIONS_ROUTES.restore, {
    schema: {
      tags,
      summary: 'Make a version the note again (a new version); a stale `version` gets 409',
      params: noteVersionParamsSchema,
      body: restoreNoteVersionRequestSchema,
      response: { 200: noteResponseSchema, 409: noteConflictSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const { id, versionId } = request.params;
      const outcome = await notes.restoreVersion(
        request.user.id,
        id,
        versionId,
        request.body.version,
      );
      if (!outcome) throw missing();
      return sendNoteSave(reply, outcome);
    },
  });
};
