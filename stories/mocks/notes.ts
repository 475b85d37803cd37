import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  errorEnvelope,
  listNotesQuerySchema,
  noteIdParamsSchema,
  NOTES_ROUTES,
  NOTE_VERSIONS_ROUTES,
  updateNoteRequestSchema,
  createNoteRequestSchema,
  type ErrorEnvelope,
  type ListNotesResponse,
  type Note,
  type NoteResponse,
  type NoteTagsResponse,
} from '@/api/schema';
import { invalid, notFound, saveAnswer, tooLarge, withNoteId, type IdParams } from './notesAnswers';
import { noteLinkHandlers } from './noteLinks';
import { noteTagHandlers } from './noteTags';
import { noteTransferHandlers } from './noteTransfer';
import { noteVersionHandlers } from './noteVersions';
import { archivedNote, manyNotes, threeNotes, trashedNote } from './notesFixtures';
import { NotesStore } from './notesStore';

export { NotesStore } from './notesStore';
export * from './notesFixtures';

const api = (route: string) => `*/api${route}`;

export interface NotesHandlerOptions {
  /** Milliseconds every answer waits, so saving states are visible. */
  latency?: number;
  /** The first save of each note answers 409 after "another device" changed it. */
  conflictOnFirstSave?: boolean;
  /** Notes that already had their conflict; a story clears it to replay. */
  conflicted?: Set<string>;
}

/** Handlers that answer from `store` exactly as the server would. */
export function notesHandlers(store: NotesStore, options: NotesHandlerOptions = {}): HttpHandler[] {
  const wait = () => (options.latency ? delay(options.latency) : undefined);
  const conflicted = options.conflicted ?? new Set<string>();

  const stateRoute = (route: string, change: () => Partial<Note>) =>
    http.post<IdParams>(api(route), async ({ params }) => {
      await wait();
      return withNoteId(params, (id) => {
        const note = store.setState(id, change());
        return note ? HttpResponse.json<NoteResponse>({ note }) : notFound();
      });
    });

  return [
    // Before `/notes/:id`, which `/notes/export` would otherwise match, as the server's static routes win.
    ...noteTransferHandlers(store, { latency: options.latency }),
    ...noteTagHandlers(store, wait),
    http.get(api(NOTES_ROUTES.tags), async () => {
      await wait();
      return HttpResponse.json<NoteTagsResponse>(store.tags());
    }),
    http.get(api(NOTES_ROUTES.list), async ({ request }) => {
      await wait();
      const parsed = listNotesQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return invalid(parsed.error);
      if (!NotesStore.isCursor(parsed.data.cursor)) return invalid({ cursor: 'invalid' });
      return HttpResponse.json(store.list(parsed.data) satisfies ListNotesResponse);
    }),
    http.post(api(NOTES_ROUTES.list), async ({ request }) => {
      await wait();
      const parsed = createNoteRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const refused = tooLarge(parsed.data.content);
      if (refused) return refused;
      return HttpResponse.json({ note: store.create(parsed.data) } satisfies NoteResponse, {
        status: 201,
      });
    }),
    http.get<IdParams>(api(NOTES_ROUTES.one), async ({ params }) => {
      await wait();
      return withNoteId(params, (id) => {
        const note = store.get(id);
        return note ? HttpResponse.json<NoteResponse>({ note }) : notFound();
      });
    }),
    http.patch<IdParams>(api(NOTES_ROUTES.one), async ({ params, request }) => {
      await wait();
      const id = noteIdParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      const parsed = updateNoteRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const refused = tooLarge(parsed.data.content);
      if (refused) return refused;
      if (options.conflictOnFirstSave && !conflicted.has(params.id)) {
        conflicted.add(params.id);
        const current = store.get(params.id);
        if (current) {
          store.editElsewhere(params.id, {
            title: `${current.title} (edited on another device)`,
          });
        }
      }
      const result = store.update(params.id, parsed.data);
      return result ? saveAnswer(result) : notFound();
    }),
    http.delete<IdParams>(api(NOTES_ROUTES.one), async ({ params }) => {
      await wait();
      return withNoteId(params, (id) =>
        store.remove(id) ? new HttpResponse(null, { status: 204 }) : notFound(),
      );
    }),
    stateRoute(NOTES_ROUTES.archive, () => ({ archived: true })),
    stateRoute(NOTES_ROUTES.unarchive, () => ({ archived: false })),
    stateRoute(NOTES_ROUTES.trash, () => ({ trashedAt: store.now() })),
    stateRoute(NOTES_ROUTES.restore, () => ({ trashedAt: null })),
    ...noteVersionHandlers(store, wait),
    ...noteLinkHandlers(store, wait),
  ];
}

const allNotesRoutes = [...Object.values(NOTES_ROUTES), ...Object.values(NOTE_VERSIONS_ROUTES)].map(
  api,
);

/** Every notes request waits forever: the loading state. */
export function notesLoadingHandlers(): HttpHandler[] {
  return allNotesRoutes.map((route) =>
    http.all(route, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

/** Every notes request fails with the server's 500 envelope. */
export function notesErrorHandlers(): HttpHandler[] {
  return allNotesRoutes.map((route) =>
    http.all(route, () =>
      HttpResponse.json<ErrorEnvelope>(errorEnvelope('internal', 'Something went wrong'), {
        status: 500,
      }),
    ),
  );
}

/** Reads come from `store`; every write fails as a lost connection does (no response at all). */
export function notesOfflineHandlers(store: NotesStore): HttpHandler[] {
  const writes = ['post', 'patch', 'delete'] as const;
  const offline = writes.flatMap((method) =>
    allNotesRoutes.map((route) => http[method](route, () => HttpResponse.error())),
  );
  return [...offline, ...notesHandlers(store)];
}

/** The notes most stories start from: three live, one archived, one in the trash. */
export const notebookSeed = () => [...threeNotes, archivedNote, trashedNote];

/** The named states every notebook story picks from; each call gets a fresh store. */
export const notesScenarios = {
  loading: () => notesLoadingHandlers(),
  empty: () => notesHandlers(new NotesStore()),
  threeNotes: () => notesHandlers(new NotesStore([...threeNotes, archivedNote, trashedNote])),
  manyNotes: () => notesHandlers(new NotesStore(manyNotes(5000))),
  serverError: () => notesErrorHandlers(),
  conflict: () =>
    notesHandlers(new NotesStore([...threeNotes, archivedNote, trashedNote]), {
      conflictOnFirstSave: true,
    }),
  offline: () => notesOfflineHandlers(new NotesStore([...threeNotes, archivedNote, trashedNote])),
} as const;
export type NotesScenario = keyof typeof notesScenarios;
