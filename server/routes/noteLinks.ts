import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listBacklinksQuerySchema,
  listBacklinksResponseSchema,
  listNoteLinksResponseSchema,
  noteIdParamsSchema,
  NOTE_LINKS_ROUTES,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { AUTH_ERROR_RESPONSES } from './responses.ts';

const tags = ['notes'];
// Another user's note answers exactly like a missing one.
const missing = () => new HttpError('not_found', 'Note not found.');

/** Links between notes: the notes one links to, and the notes that link to it. */
export const noteLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  app.get(NOTE_LINKS_ROUTES.links, {
    schema: {
      tags,
      summary: 'The notes a note links to, with their current titles (null: gone or trashed)',
      params: noteIdParamsSchema,
      response: { 200: listNoteLinksResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const links = await notes.linkTargets(request.user.id, request.params.id);
      if (!links) throw missing();
      return links;
    },
  });

  app.get(NOTE_LINKS_ROUTES.backlinks, {
    schema: {
      tags,
      summary: 'The notes that link to a note, with the text around the link',
      params: noteIdParamsSchema,
      querystring: listBacklinksQuerySchema,
      response: { 200: listBacklinksResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const page = await notes.backlinks(request.user.id, request.params.id, request.query);
      if (!page) throw missing();
      return page;
    },
  });
};
