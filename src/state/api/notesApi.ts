import type {
  CreateNoteRequest,
  ListNotesQuery,
  ListNotesResponse,
  Note,
  NoteResponse,
  NoteTagsResponse,
  UpdateNoteRequest,
} from '@/api/schema';
import {
  listNotesResponseSchema,
  noteResponseSchema,
  noteTagsResponseSchema,
} from '@/api/schema/notes';
import { IDEMPOTENCY_HEADER_NAME } from '@/api/schema/httpHeaders';
import { NOTES_PATHS } from '@/api/schema/notesConstants';
import { baseApi } from './baseApi';
import { pagedBy, unwrap } from './responseShapes';

const LIST = { type: 'Note' as const, id: 'LIST' };
const TAGS = { type: 'Note' as const, id: 'TAGS' };

type PageQuery = Omit<ListNotesQuery, 'cursor' | 'limit'>;

/** Notes endpoints; pages of a list are merged into one growing cache entry per filter. */
export const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotes: build.infiniteQuery<ListNotesResponse, PageQuery, string | null>({
      infiniteQueryOptions: pagedBy('nextCursor'),
      query: ({ queryArg, pageParam }) => ({
        url: NOTES_PATHS.list,
        params: { ...queryArg, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      responseSchema: listNotesResponseSchema,
      providesTags: [LIST],
    }),
    getNote: build.query<Note, string, NoteResponse>({
      query: (id) => ({ url: NOTES_PATHS.one(id) }),
      ...unwrap(noteResponseSchema, 'note'),
      // A restore invalidates it: the editor then reloads the restored note.
      providesTags: (_result, _error, id) => [{ type: 'Note', id }],
    }),
    noteTags: build.query<NoteTagsResponse, void>({
      query: () => ({ url: NOTES_PATHS.tags }),
      responseSchema: noteTagsResponseSchema,
      providesTags: [TAGS],
    }),
    createNote: build.mutation<
      Note,
      CreateNoteRequest & {
        refreshList?: boolean;
        /** One per draft: a retry or a recovered draft reuses it and never makes a second note. */
        idempotencyKey?: string;
      },
      NoteResponse
    >({
      query: ({ refreshList: _refresh, idempotencyKey, ...data }) => ({
        url: NOTES_PATHS.list,
        method: 'POST',
        data,
        ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER_NAME]: idempotencyKey } } : {}),
      }),
      ...unwrap(noteResponseSchema, 'note'),
      invalidatesTags: (_result, _error, { refreshList = true }) =>
        refreshList ? [LIST, TAGS] : [],
    }),
    updateNote: build.mutation<
      Note,
      {
        id: string;
        changes: UpdateNoteRequest;
        /** Autosave passes false: the list refreshes once, when the editor closes. */ refreshList?: boolean;
      },
      NoteResponse
    >({
      query: ({ id, changes }) => ({ url: NOTES_PATHS.one(id), method: 'PATCH', data: changes }),
      ...unwrap(noteResponseSchema, 'note'),
      invalidatesTags: (_result, _error, { refreshList = true }) =>
        refreshList ? [LIST, TAGS] : [],
    }),
    setNoteState: build.mutation<
      Note,
      { id: string; action: 'archive' | 'unarchive' | 'trash' | 'restore' },
      NoteResponse
    >({
      query: ({ id, action }) => ({ url: NOTES_PATHS[action](id), method: 'POST' }),
      ...unwrap(noteResponseSchema, 'note'),
      invalidatesTags: [LIST, TAGS],
    }),
    deleteNote: build.mutation<null, string>({
      query: (id) => ({ url: NOTES_PATHS.one(id), method: 'DELETE' }),
      invalidatesTags: [LIST, TAGS],
    }),
  }),
});

/** Refetches the lists and tags, e.g. after autosave changed notes without refreshing them. */
export const refreshNotes = () => notesApi.util.invalidateTags([LIST, TAGS]);

export const {
  useListNotesInfiniteQuery,
  useNoteTagsQuery,
  useLazyGetNoteQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useSetNoteStateMutation,
  useDeleteNoteMutation,
} = notesApi;
