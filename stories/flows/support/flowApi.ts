import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { baseApi } from '@/state/api/baseApi';
import { apiUrl, bearerOf, errorFrom, jsonFrom } from '@stories/mocks/http';
import type { AccountsStore } from '@stories/mocks/accounts';

/** The flow's stand-in for any signed-in call: saving a note's text. */
export const flowNoteSchema = z.object({ text: z.string().max(2000) });
export type FlowNote = z.infer<typeof flowNoteSchema>;
const savedSchema = z.object({ saved: z.literal(true) });

export const FLOW_NOTE_PATH = '/flow/notes/1';

export const flowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveFlowNote: build.mutation<{ saved: true }, FlowNote>({
      query: (data) => ({ url: FLOW_NOTE_PATH, method: 'PUT', data }),
    }),
  }),
});

export const { useSaveFlowNoteMutation } = flowApi;

/** Saves for a valid session; answers 401 once the session is gone, as the server would. */
export function flowNoteHandlers(store: AccountsStore): HttpHandler[] {
  return [
    http.put(apiUrl(FLOW_NOTE_PATH), async ({ request }) => {
      if (!store.userFor(bearerOf(request))) return errorFrom('unauthorized', 'Session expired');
      const body = flowNoteSchema.safeParse(await request.json().catch(() => null));
      if (!body.success) return HttpResponse.json(null, { status: 400 });
      return jsonFrom(savedSchema, { saved: true });
    }),
  ];
}
