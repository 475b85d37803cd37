import {
  AUTOMATION_PATHS,
  automationListResponseSchema,
  automationParamsSchema,
  automationResponseSchema,
  createAutomationRequestSchema,
  updateAutomationRequestSchema,
} from './automations';
import { errorEnvelopeSchema } from './errors';
import { deleteRoute, readRoute, type RouteContract } from './routeContract';

/** What a route on one automation answers: it, or 422 when it cannot do what was asked. */
const oneAutomation = { 200: automationResponseSchema, 422: errorEnvelopeSchema };

/** Automations (docs/agent.md "Automations"): the signed-in user's own. */
export const AUTOMATION_CONTRACTS = {
  list: readRoute(
    AUTOMATION_PATHS.list,
    'Your automations, oldest first',
    automationListResponseSchema,
  ),
  create: {
    method: 'POST',
    url: AUTOMATION_PATHS.list,
    summary: 'Make an automation: a prompt the agent answers on a repeat',
    body: createAutomationRequestSchema,
    answers: { 201: automationResponseSchema, 422: errorEnvelopeSchema },
  },
  update: {
    method: 'PATCH',
    url: AUTOMATION_PATHS.one,
    summary: 'Edit, pause or resume an automation',
    params: automationParamsSchema,
    body: updateAutomationRequestSchema,
    answers: oneAutomation,
  },
  remove: deleteRoute(
    AUTOMATION_PATHS.one,
    'Delete an automation (UNDO: restore); its conversation stays',
    { params: automationParamsSchema },
  ),
  restore: {
    method: 'POST',
    url: AUTOMATION_PATHS.restore,
    summary: 'Put back a deleted automation (UNDO)',
    params: automationParamsSchema,
    answers: oneAutomation,
  },
  run: {
    method: 'POST',
    url: AUTOMATION_PATHS.run,
    summary: 'Run an automation now (its schedule stays)',
    params: automationParamsSchema,
    answers: oneAutomation,
  },
} as const satisfies Record<string, RouteContract>;
