import { delay, http, type HttpHandler } from 'msw';
import {
  AUTOMATION_LIMITS,
  AUTOMATION_PATHS,
  automationListResponseSchema,
  automationParamsSchema,
  automationResponseSchema,
  createAutomationRequestSchema,
  fieldErrorsFromZod,
  updateAutomationRequestSchema,
  type Automation,
} from '@/api/schema';
import { adaUser } from './accountFixtures';
import type { AutomationRefusal, AutomationsStore } from './automationsStore';
import { apiUrl, bodyOf, errorFrom, jsonFrom } from './http';
import type { RequestUser } from './notifications';

export { AutomationsStore, type StoredAutomation } from './automationsStore';

// Node-safe on purpose (msw + the schema only): the server's contract test replays these.

const storyUser: RequestUser = () => adaUser.id;

const invalid = (error: Parameters<typeof fieldErrorsFromZod>[0]) =>
  errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(error));
const unauthorized = () => errorFrom('unauthorized', 'Not signed in');

/** The server's answer for an automation, or for why there is none. */
function answerOf(result: Automation | AutomationRefusal, status = 200) {
  if (result === 'not_found') return errorFrom('not_found', 'No such automation.');
  if (result === 'cap')
    return errorFrom(
      'unprocessable',
      `You have ${AUTOMATION_LIMITS.perUser} automations, as many as you can keep.`,
    );
  if (result === 'never_matches')
    return errorFrom('validation_failed', 'This repeat has no run left.', {
      recurrence: 'never_matches',
    });
  return jsonFrom(automationResponseSchema, { automation: result }, { status });
}

/** The automations' routes answered from `store`, as the server answers them. */
export function automationHandlers(
  store: AutomationsStore,
  userOf: RequestUser = storyUser,
): HttpHandler[] {
  /** The signed-in user and the automation the path names, or the error answer. */
  const target = (request: Request, params: unknown) => {
    const id = automationParamsSchema.safeParse(params);
    if (!id.success) return { refused: invalid(id.error) };
    const user = userOf(request);
    if (!user) return { refused: unauthorized() };
    return { user, id: id.data.id };
  };
  return [
    http.get(apiUrl(AUTOMATION_PATHS.list), ({ request }) => {
      const user = userOf(request);
      if (!user) return unauthorized();
      return jsonFrom(automationListResponseSchema, { items: store.list(user) });
    }),
    http.post(apiUrl(AUTOMATION_PATHS.list), async ({ request }) => {
      const user = userOf(request);
      if (!user) return unauthorized();
      const body = createAutomationRequestSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      return answerOf(store.create(user, body.data), 201);
    }),
    http.patch(apiUrl(AUTOMATION_PATHS.one), async ({ request, params }) => {
      const body = updateAutomationRequestSchema.safeParse(await bodyOf(request));
      const one = target(request, params);
      if ('refused' in one) return one.refused;
      if (!body.success) return invalid(body.error);
      return answerOf(store.update(one.user, one.id, body.data));
    }),
    http.delete(apiUrl(AUTOMATION_PATHS.one), ({ request, params }) => {
      const one = target(request, params);
      if ('refused' in one) return one.refused;
      return store.remove(one.user, one.id)
        ? new Response(null, { status: 204 })
        : answerOf('not_found');
    }),
    http.post(apiUrl(AUTOMATION_PATHS.restore), ({ request, params }) => {
      const one = target(request, params);
      if ('refused' in one) return one.refused;
      return answerOf(store.restoreOne(one.user, one.id));
    }),
    http.post(apiUrl(AUTOMATION_PATHS.run), ({ request, params }) => {
      const one = target(request, params);
      if ('refused' in one) return one.refused;
      return answerOf(store.run(one.user, one.id));
    }),
  ];
}

/** The list waiting forever: the section loading. */
export const automationsLoading = (): HttpHandler =>
  http.get(apiUrl(AUTOMATION_PATHS.list), async () => {
    await delay('infinite');
    return errorFrom('internal', 'never answered');
  });

/** The list failing: the section's error with its retry. */
export const automationsFailing = (): HttpHandler =>
  http.get(apiUrl(AUTOMATION_PATHS.list), () => errorFrom('internal', 'Something went wrong'));
