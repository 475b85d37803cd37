import type {
  ChangeTagRequest,
  ChangeTagResponse,
  UndoTagChangeRequest,
  UndoTagChangeResponse,
} from '@/api/schema/noteTagChange';
import {
  changeTagResponseSchema,
  NOTE_TAG_PATHS,
  undoTagChangeResponseSchema,
} from '@/api/schema/noteTagChange';
import { baseApi } from './baseApi';

/** Every note may have changed: lists, tags, open notes, their history and search. */
const CHANGED = ['Note', 'NoteVersions', 'Search'] as const;

/** Renaming, moving and deleting a tag with its nested tags, and the UNDO of it. */
export const noteTagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeTag: build.mutation<ChangeTagResponse, ChangeTagRequest>({
      query: (data) => ({ url: NOTE_TAG_PATHS.change, method: 'POST', data }),
      responseSchema: changeTagResponseSchema,
      invalidatesTags: [...CHANGED],
    }),
    undoTagChange: build.mutation<UndoTagChangeResponse, UndoTagChangeRequest>({
      query: (data) => ({ url: NOTE_TAG_PATHS.undo, method: 'POST', data }),
      responseSchema: undoTagChangeResponseSchema,
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const { useChangeTagMutation, useUndoTagChangeMutation } = noteTagsApi;
