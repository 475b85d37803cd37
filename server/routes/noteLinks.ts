import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listBacklinksQuerySchema,
  listBacklinksResponseSchema,
  listNoteLinksResponseSchema,
  noteIdParamsSchema,
  NOTE_LINKS_ROUTES,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { foundOr } from './notFound.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('notes');
const found = foundOr('Note not found.');

/** Links between notes: the notes one links to, and the notes that link to it. */
export const noteLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  app.get(NOTE_LINKS_ROUTES.links, {
    schema: doc(
      'The notes a note links to, with their current titles (null: gone or trashed)',
      { 200: listNoteLinksResponseSchema },
      { params: noteIdParamsSchema },
    ),
    handler: async (request) => found(await notes.linkTargets(request.user.id, request.params.id)),
  });

  app.get(NOTE_LINKS_ROUTES.backlinks, {
    schema: doc(
      'The notes that link to a note, with the text around the link',
      { 200: listBacklinksResponseSchema },
      { params: noteIdParamsSchema, querystring: listBacklinksQuerySchema },
    ),
    handler: async (request) =>
      found(await notes.backlinks(request.user.id, request.params.id, request.query)),
  });
};
