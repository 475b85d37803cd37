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
import { sendNoteSave } from './noteSaveReply.ts';
import { foundOr } from './notFound.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('notes');
const found = foundOr('Note version not found.');

/** A note's history: its versions, one version, and restoring one as a new save. */
export const noteVersionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  app.get(NOTE_VERSIONS_ROUTES.list, {
    schema: doc(
      "A note's versions, newest first",
      { 200: listNoteVersionsResponseSchema },
      { params: noteIdParamsSchema, querystring: listNoteVersionsQuerySchema },
    ),
    handler: async (request) =>
      found(await notes.listVersions(request.user.id, request.params.id, request.query)),
  });

  app.get(NOTE_VERSIONS_ROUTES.one, {
    schema: doc(
      'One version of a note, in full',
      { 200: noteVersionResponseSchema },
      { params: noteVersionParamsSchema },
    ),
    handler: async (request) => {
      const { id, versionId } = request.params;
      return { version: found(await notes.getVersion(request.user.id, id, versionId)) };
    },
  });

  app.post(NOTE_VERSIONS_ROUTES.restore, {
    schema: doc(
      'Make a version the note again (a new version); a stale `version` gets 409',
      { 200: noteResponseSchema, 409: noteConflictSchema },
      { params: noteVersionParamsSchema, body: restoreNoteVersionRequestSchema },
    ),
    handler: async (request, reply) => {
      const { id, versionId } = request.params;
      const outcome = notes.restoreVersion(request.user.id, id, versionId, request.body.version);
      return sendNoteSave(reply, found(await outcome));
    },
  });
};
