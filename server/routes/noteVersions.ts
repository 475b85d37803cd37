import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTE_VERSION_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';
import { foundOr } from './notFound.ts';
import { NOTE_CHANGED, sendSave } from './saveReply.ts';

const found = foundOr('Note version not found.');

/** A note's history: its versions, one version, and restoring one as a new save. */
export const noteVersionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  const route = declareRoutes(app, 'notes');
  route(NOTE_VERSION_CONTRACTS.list, async (request) =>
    found(await notes.listVersions(request.user.id, request.params.id, request.query)),
  );
  route(NOTE_VERSION_CONTRACTS.one, async (request) => {
    const { id, versionId } = request.params;
    return { version: found(await notes.getVersion(request.user.id, id, versionId)) };
  });
  route(NOTE_VERSION_CONTRACTS.restore, async (request, reply) => {
    const { id, versionId } = request.params;
    const outcome = notes.restoreVersion(request.user.id, id, versionId, request.body.version);
    return sendSave(reply, NOTE_CHANGED, found(await outcome));
  });
};
