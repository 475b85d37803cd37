import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTE_LINK_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';
import { foundOr } from './notFound.ts';

const found = foundOr('Note not found.');

/** Links between notes: the notes one links to, and the notes that link to it. */
export const noteLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  const route = declareRoutes(app, 'notes');
  route(NOTE_LINK_CONTRACTS.links, async (request) =>
    found(await notes.linkTargets(request.user.id, request.params.id)),
  );
  route(NOTE_LINK_CONTRACTS.backlinks, async (request) =>
    found(await notes.backlinks(request.user.id, request.params.id, request.query)),
  );
};
