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
import { AUTH_ERROR_RESPONSES, noContent } from './responses.ts';

const tags = ['automations'];
const oneAutomation = {
  params: automationParamsSchema,
  response: { 200: automationResponseSchema, 422: errorEnvelopeSchema, ...AUTH_ERROR_RESPONSES },
};

/**
 * Automations (docs/agent.md "Automations"): the signed-in user's own; another user's answers
 * 404, like a missing one.
 */
export const automationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { automations }) => {
  app.get(AUTOMATION_PATHS.list, {
    schema: {
      tags,
      summary: 'Your automations, oldest first',
      response: { 200: automationListResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({ items: await automations.list(request.user.id) }),
  });

  app.post(AUTOMATION_PATHS.list, {
    schema: {
      tags,
      summary: 'Make an automation: a prompt the agent answers on a repeat',
      body: createAutomationRequestSchema,
      response: {
        201: automationResponseSchema,
        422: errorEnvelopeSchema,
        ...AUTH_ERROR_RESPONSES,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ automation: await automations.create(request.user.id, request.body) }),
  });

  app.patch(AUTOMATION_PATHS.one, {
    schema: {
      tags,
      summary: 'Edit, pause or resume an automation',
      body: updateAutomationRequestSchema,
      ...oneAutomation,
    },
    handler: async (request) => ({
      automation: await automations.update(request.user.id, request.params.id, request.body),
    }),
  });

  app.delete(AUTOMATION_PATHS.one, {
    schema: {
      tags,
      summary: 'Delete an automation (UNDO: restore); its conversation stays',
      params: automationParamsSchema,
      response: { 204: noContent, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      await automations.remove(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.post(AUTOMATION_PATHS.restore, {
    schema: { tags, summary: 'Put back a deleted automation (UNDO)', ...oneAutomation },
    handler: async (request) => ({
      automation: await automations.restore(request.user.id, request.params.id),
    }),
  });

  app.post(AUTOMATION_PATHS.run, {
    schema: { tags, summary: 'Run an automation now (its schedule stays)', ...oneAutomation },
    handler: async (request) => ({
      automation: await automations.runNow(request.user.id, request.params.id),
    }),
  });
};
