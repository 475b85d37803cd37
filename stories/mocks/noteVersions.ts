import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  errorEnvelope,
  listNoteVersionsQuerySchema,
  noteIdParamsSchema,
  NOTE_VERSIONS_ROUTES,
  noteVersionParamsSchema,
  restoreNoteVersionRequestSchema,
  type ErrorEnvelope,
  type ListNoteVersionsResponse,
  type NoteVersionResponse,
} from '@/api/schema';
import { invalid, saveAnswer } from './notesAnswers';
import { NotesStore } from './notesStore';

const api = (route: string) => `*/api${route}`;

function versionNotFound() {
  return HttpResponse.json<ErrorEnvelope>(errorEnvelope('not_found', 'Note version not found.'), {
    status: 404,
  });
}

/** A note's history routes, answered from `store` as the server answers them. */
export function noteVersionHandlers(store: NotesStore, wait: () => unknown): HttpHandler[] {
  return [
    http.get(api(NOTE_VERSIONS_ROUTES.list), async ({ params, request }): Promise<Response> => {
      await wait();
      const id = noteIdParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      const query = listNoteVersionsQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return invalid(query.error);
      if (!NotesStore.isCursor(query.data.cursor)) return invalid({ cursor: 'invalid' });
      if (!store.get(id.data.id)) return versionNotFound();
      return HttpResponse.json<ListNoteVersionsResponse>(
        store.history.list(id.data.id, query.data),
      );
    }),
    http.get(api(NOTE_VERSIONS_ROUTES.one), async ({ params }): Promise<Response> => {
      await wait();
      const ids = noteVersionParamsSchema.safeParse(params);
      if (!ids.success) return invalid(ids.error);
      const version = store.history.get(ids.data.id, ids.data.versionId);
      return version ? HttpResponse.json<NoteVersionResponse>({ version }) : versionNotFound();
    }),
    http.post(api(NOTE_VERSIONS_ROUTES.restore), async ({ params, request }): Promise<Response> => {
      await wait();
      const ids = noteVersionParamsSchema.safeParse(params);
      if (!ids.success) return invalid(ids.error);
      const body = restoreNoteVersionRequestSchema.safeParse(await request.json());
      if (!body.success) return invalid(body.error);
      const result = store.restoreVersion(ids.data.id, ids.data.versionId, body.data.version);
      return result ? saveAnswer(result) : versionNotFound();
    }),
  ];
}
