import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTOMATION_PATHS,
  automationListResponseSchema,
  automationParamsSchema,
  automationResponseSchema,
  createAutomationRequestSchema,
  errorEnvelopeSchema,
  updateAutomationRequestSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { noContent } from './responses.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('automations');
/** A route on one automation, answering it. */
const oneAutomation = <Body extends object = object>(summary: string, body?: Body) =>
  doc(
    summary,
    { 200: automationResponseSchema, 422: errorEnvelopeSchema },
    { params: automationParamsSchema, ...(body as Body) },
  );

/**
 * Automations (docs/agent.md "Automations"): the signed-in user's own; another user's answers
 * 404, like a missing one.
 */
export const automationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { automations }) => {
  app.get(AUTOMATION_PATHS.list, {
    schema: doc('Your automations, oldest first', { 200: automationListResponseSchema }),
    handler: async (request) => ({ items: await automations.list(request.user.id) }),
  });

  app.post(AUTOMATION_PATHS.list, {
    schema: doc(
      'Make an automation: a prompt the agent answers on a repeat',
      { 201: automationResponseSchema, 422: errorEnvelopeSchema },
      { body: createAutomationRequestSchema },
    ),
    handler: async (request, reply) =>
      reply.code(201).send({ automation: await automations.create(request.user.id, request.body) }),
  });

  app.patch(AUTOMATION_PATHS.one, {
    schema: oneAutomation('Edit, pause or resume an automation', {
      body: updateAutomationRequestSchema,
    }),
    handler: async (request) => ({
      automation: await automations.update(request.user.id, request.params.id, request.body),
    }),
  });

  app.delete(AUTOMATION_PATHS.one, {
    schema: doc(
      'Delete an automation (UNDO: restore); its conversation stays',
      { 204: noContent },
      { params: automationParamsSchema },
    ),
    handler: async (request, reply) => {
      await automations.remove(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.post(AUTOMATION_PATHS.restore, {
    schema: oneAutomation('Put back a deleted automation (UNDO)'),
    handler: async (request) => ({
      automation: await automations.restore(request.user.id, request.params.id),
    }),
  });

  app.post(AUTOMATION_PATHS.run, {
    schema: oneAutomation('Run an automation now (its schedule stays)'),
    handler: async (request) => ({
      automation: await automations.runNow(request.user.id, request.params.id),
    }),
  });
};
