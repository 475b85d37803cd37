import type {
  ListNoteVersionsResponse,
  Note,
  NoteResponse,
  NoteVersion,
  NoteVersionResponse,
} from '@/api/schema';
import { noteResponseSchema } from '@/api/schema/notes';
import {
  listNoteVersionsResponseSchema,
  NOTE_VERSIONS_PATHS,
  noteVersionResponseSchema,
} from '@/api/schema/noteVersions';
import { baseApi } from './baseApi';
import { pagedBy, unwrap } from './responseShapes';

const versionsOf = (noteId: string) => ({ type: 'NoteVersions' as const, id: noteId });

/** A note's history: its versions page by page (newest first), one in full, and restore. */
export const noteVersionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNoteVersions: build.infiniteQuery<ListNoteVersionsResponse, string, string | null>({
      infiniteQueryOptions: pagedBy('nextCursor'),
      query: ({ queryArg, pageParam }) => ({
        url: NOTE_VERSIONS_PATHS.list(queryArg),
        params: pageParam ? { cursor: pageParam } : {},
      }),
      responseSchema: listNoteVersionsResponseSchema,
      providesTags: (_result, _error, noteId) => [versionsOf(noteId)],
    }),
    getNoteVersion: build.query<
      NoteVersion,
      { noteId: string; versionId: string },
      NoteVersionResponse
    >({
      query: ({ noteId, versionId }) => ({ url: NOTE_VERSIONS_PATHS.one(noteId, versionId) }),
      ...unwrap(noteVersionResponseSchema, 'version'),
    }),
    /** A save like an edit: `version` is the note's version the editor holds; stale gets 409. */
    restoreNoteVersion: build.mutation<
      Note,
      { noteId: string; versionId: string; version: number },
      NoteResponse
    >({
      query: ({ noteId, versionId, version }) => ({
        url: NOTE_VERSIONS_PATHS.restore(noteId, versionId),
        method: 'POST',
        data: { version },
      }),
      ...unwrap(noteResponseSchema, 'note'),
      invalidatesTags: (_result, _error, { noteId }) => [
        { type: 'Note', id: noteId },
        { type: 'Note', id: 'LIST' },
        { type: 'Note', id: 'TAGS' },
        versionsOf(noteId),
      ],
    }),
  }),
});

export const {
  useListNoteVersionsInfiniteQuery,
  useGetNoteVersionQuery,
  useRestoreNoteVersionMutation,
} = noteVersionsApi;
