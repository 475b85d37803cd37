import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTOMATION_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';
import { noContentAfter } from './responses.ts';

/**
 * Automations (docs/agent.md "Automations"): the signed-in user's own; another user's answers
 * 404, like a missing one.
 */
export const automationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { automations }) => {
  const route = declareRoutes(app, 'automations');
  route(AUTOMATION_CONTRACTS.list, async (request) => ({
    items: await automations.list(request.user.id),
  }));
  route(AUTOMATION_CONTRACTS.create, async (request, reply) =>
    reply.code(201).send({ automation: await automations.create(request.user.id, request.body) }),
  );
  route(AUTOMATION_CONTRACTS.update, async (request) => ({
    automation: await automations.update(request.user.id, request.params.id, request.body),
  }));
  route(AUTOMATION_CONTRACTS.remove, async (request, reply) =>
    noContentAfter(reply, automations.remove(request.user.id, request.params.id)),
  );
  route(AUTOMATION_CONTRACTS.restore, async (request) => ({
    automation: await automations.restore(request.user.id, request.params.id),
  }));
  route(AUTOMATION_CONTRACTS.run, async (request) => ({
    automation: await automations.runNow(request.user.id, request.params.id),
  }));
};
