import {
  AUTOMATION_PATHS,
  automationListResponseSchema,
  automationParamsSchema,
  automationResponseSchema,
  createAutomationRequestSchema,
  updateAutomationRequestSchema,
} from './automations';
import { errorEnvelopeSchema } from './errors';
import {
  createRoute,
  deleteRoute,
  patchRoute,
  postRoute,
  readRoute,
  type RouteContract,
} from './routeContract';

/** A write on automations answers the automation, or 422 when it cannot do what was asked. */
const unprocessable = { 422: errorEnvelopeSchema };

/** Automations (docs/agent.md "Automations"): the signed-in user's own. */
export const AUTOMATION_CONTRACTS = {
  list: readRoute(
    AUTOMATION_PATHS.list,
    'Your automations, oldest first',
    automationListResponseSchema,
  ),
  create: createRoute(
    AUTOMATION_PATHS.list,
    'Make an automation: a prompt the agent answers on a repeat',
    automationResponseSchema,
    { body: createAutomationRequestSchema },
    unprocessable,
  ),
  update: patchRoute(
    AUTOMATION_PATHS.one,
    'Edit, pause or resume an automation',
    automationResponseSchema,
    { params: automationParamsSchema, body: updateAutomationRequestSchema },
    unprocessable,
  ),
  remove: deleteRoute(
    AUTOMATION_PATHS.one,
    'Delete an automation (UNDO: restore); its conversation stays',
    { params: automationParamsSchema },
  ),
  restore: postRoute(
    AUTOMATION_PATHS.restore,
    'Put back a deleted automation (UNDO)',
    automationResponseSchema,
    { params: automationParamsSchema },
    unprocessable,
  ),
  run: postRoute(
    AUTOMATION_PATHS.run,
    'Run an automation now (its schedule stays)',
    automationResponseSchema,
    { params: automationParamsSchema },
    unprocessable,
  ),
} as const satisfies Record<string, RouteContract>;
