import type { ListBacklinksResponse, ListNoteLinksResponse } from '@/api/schema';
import {
  listBacklinksResponseSchema,
  listNoteLinksResponseSchema,
  NOTE_LINKS_PATHS,
} from '@/api/schema/noteLinks';
import { baseApi } from './baseApi';

/**
 * Links between notes: the open note's targets with their titles now, and its backlinks. Both
 * ask again each time a note opens (the base API's short dedupe), so a rename elsewhere shows.
 */
export const noteLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    noteLinks: build.query<ListNoteLinksResponse, string>({
      query: (noteId) => ({ url: NOTE_LINKS_PATHS.links(noteId) }),
      responseSchema: listNoteLinksResponseSchema,
    }),
    backlinks: build.query<ListBacklinksResponse, string>({
      query: (noteId) => ({ url: NOTE_LINKS_PATHS.backlinks(noteId) }),
      responseSchema: listBacklinksResponseSchema,
    }),
  }),
});

export const { useNoteLinksQuery, useBacklinksQuery } = noteLinksApi;
