import type {
  Automation,
  AutomationListResponse,
  AutomationResponse,
  CreateAutomationRequest,
  UpdateAutomationRequest,
} from '@/api/schema';
import {
  AUTOMATION_PATHS,
  automationListResponseSchema,
  automationResponseSchema,
} from '@/api/schema/automations';
import { managedItems, withId } from './featureApi';
import { unwrap } from './responseShapes';

const automations = managedItems('Automation', {
  list: AUTOMATION_PATHS.list,
  one: (id) => withId(AUTOMATION_PATHS.one, id),
});
const LIST = automations.tag;

/** The agent's automations (docs/product.md §8 "Automations"): a prompt answered on a repeat. */
export const automationsApi = automations.api.injectEndpoints({
  endpoints: (build) => ({
    listAutomations: build.query<Automation[], void, AutomationListResponse>(
      automations.list(unwrap(automationListResponseSchema, 'items')),
    ),
    createAutomation: build.mutation<Automation, CreateAutomationRequest, AutomationResponse>(
      automations.create(unwrap(automationResponseSchema, 'automation')),
    ),
    updateAutomation: build.mutation<
      Automation,
      { id: string; change: UpdateAutomationRequest },
      AutomationResponse
    >({
      query: ({ id, change }) => ({
        url: withId(AUTOMATION_PATHS.one, id),
        method: 'PATCH',
        data: change,
      }),
      ...unwrap(automationResponseSchema, 'automation'),
      invalidatesTags: [LIST],
    }),
    deleteAutomation: build.mutation<void, string>(automations.remove({})),
    restoreAutomation: build.mutation<Automation, string, AutomationResponse>({
      query: (id) => ({ url: withId(AUTOMATION_PATHS.restore, id), method: 'POST' }),
      ...unwrap(automationResponseSchema, 'automation'),
      invalidatesTags: [LIST],
    }),
    runAutomation: build.mutation<Automation, string, AutomationResponse>({
      query: (id) => ({ url: withId(AUTOMATION_PATHS.run, id), method: 'POST' }),
      ...unwrap(automationResponseSchema, 'automation'),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListAutomationsQuery,
  useCreateAutomationMutation,
  useUpdateAutomationMutation,
  useDeleteAutomationMutation,
  useRestoreAutomationMutation,
  useRunAutomationMutation,
} = automationsApi;
