import { http, type HttpHandler } from 'msw';
import {
  changeTagRequestSchema,
  changeTagResponseSchema,
  NOTE_TAG_PATHS,
  undoTagChangeRequestSchema,
  undoTagChangeResponseSchema,
} from '@/api/schema';
import { apiUrl, bodyOf, jsonFrom } from './http';
import { invalid } from './notesAnswers';
import type { NotesStore } from './notesStore';

/** Renaming, moving and deleting a tag over a NotesStore, and its UNDO. */
export function noteTagHandlers(store: NotesStore, wait: () => unknown): HttpHandler[] {
  return [
    http.post(apiUrl(NOTE_TAG_PATHS.change), async ({ request }) => {
      await wait();
      const parsed = changeTagRequestSchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid(parsed.error);
      const result = store.changeTag(parsed.data.from, parsed.data.to);
      if (result === 'too_long') return invalid({ to: 'too_long' });
      return jsonFrom(changeTagResponseSchema, result);
    }),
    http.post(apiUrl(NOTE_TAG_PATHS.undo), async ({ request }) => {
      await wait();
      const parsed = undoTagChangeRequestSchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid(parsed.error);
      const changed = parsed.data.notes.filter((note) => store.setTags(note.id, note.tags)).length;
      return jsonFrom(undoTagChangeResponseSchema, { changed });
    }),
  ];
}
