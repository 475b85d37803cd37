import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTE_CONTRACTS, NOTE_LIMITS, NOTE_TAG_UNDO_BYTES } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';
import { sendCreated } from './idempotentCreate.ts';
import { foundOr } from './notFound.ts';
import { noContentAfter } from './responses.ts';
import { NOTE_CHANGED, sendSave } from './saveReply.ts';

const found = foundOr('Note not found.');
const STATE_ACTIONS = ['archive', 'unarchive', 'trash', 'restore'] as const;

export const noteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  const route = declareRoutes(app, 'notes');
  route(NOTE_CONTRACTS.list, async (request) => notes.list(request.user.id, request.query));
  route(NOTE_CONTRACTS.tags, async (request) => notes.tags(request.user.id));
  route(NOTE_CONTRACTS.changeTag, async (request) =>
    notes.changeTag(request.user.id, request.body.from, request.body.to),
  );
  route(
    NOTE_CONTRACTS.undoTagChange,
    async (request) => notes.undoTagChange(request.user.id, request.body.notes),
    { bodyLimit: NOTE_TAG_UNDO_BYTES },
  );

  route(
    NOTE_CONTRACTS.create,
    async (request, reply) =>
      sendCreated(
        request,
        reply,
        'note',
        () => notes.create(request.user.id, request.body),
        (key) => notes.createOnce(request.user.id, key, request.body),
      ),
    { bodyLimit: NOTE_LIMITS.requestBytes },
  );
  route(NOTE_CONTRACTS.one, async (request) => ({
    note: found(await notes.get(request.user.id, request.params.id)),
  }));
  route(
    NOTE_CONTRACTS.update,
    async (request, reply) => {
      const outcome = await notes.update(request.user.id, request.params.id, request.body);
      return sendSave(reply, NOTE_CHANGED, found(outcome));
    },
    { bodyLimit: NOTE_LIMITS.requestBytes },
  );
  route(NOTE_CONTRACTS.remove, async (request, reply) =>
    noContentAfter(reply, notes.remove(request.user.id, request.params.id).then(found)),
  );

  for (const action of STATE_ACTIONS) {
    route(NOTE_CONTRACTS[action], async (request) => ({
      note: found(await notes.setState(request.user.id, request.params.id, action)),
    }));
  }
};
