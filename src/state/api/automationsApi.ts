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
import { withId, withListTag } from './featureApi';
import { unwrap } from './responseShapes';

const { api, list: LIST } = withListTag('Automation');

/** The agent's automations (docs/product.md §8 "Automations"): a prompt answered on a repeat. */
export const automationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAutomations: build.query<Automation[], void, AutomationListResponse>({
      query: () => ({ url: AUTOMATION_PATHS.list }),
      ...unwrap(automationListResponseSchema, 'items'),
      providesTags: [LIST],
    }),
    createAutomation: build.mutation<Automation, CreateAutomationRequest, AutomationResponse>({
      query: (data) => ({ url: AUTOMATION_PATHS.list, method: 'POST', data }),
      ...unwrap(automationResponseSchema, 'automation'),
      invalidatesTags: [LIST],
    }),
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
    deleteAutomation: build.mutation<void, string>({
      query: (id) => ({ url: withId(AUTOMATION_PATHS.one, id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
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
