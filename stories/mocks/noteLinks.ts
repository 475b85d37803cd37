import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  errorEnvelope,
  listBacklinksQuerySchema,
  noteIdParamsSchema,
  NOTE_LINKS_ROUTES,
  noteLinksOf,
  type ErrorEnvelope,
  type ListBacklinksResponse,
  type ListNoteLinksResponse,
} from '@/api/schema';
import { invalid } from './notesAnswers';
import { NotesStore } from './notesStore';

const api = (route: string) => `*/api${route}`;

const noteNotFound = () =>
  HttpResponse.json<ErrorEnvelope>(errorEnvelope('not_found', 'Note not found.'), {
    status: 404,
  });

/**
 * The links routes, answered from `store` by the server's rules (docs/product.md, "Note links"):
 * links are read from each note's document as it is now, as the server derives them on save.
 */
export function noteLinkHandlers(store: NotesStore, wait: () => unknown): HttpHandler[] {
  return [
    http.get(api(NOTE_LINKS_ROUTES.links), async ({ params }): Promise<Response> => {
      await wait();
      const id = noteIdParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      const note = store.get(id.data.id);
      if (!note) return noteNotFound();
      const { links, items: linkedItems, capped } = noteLinksOf(note.content);
      const items = links
        .map(({ noteId }) => {
          const target = store.get(noteId);
          return { noteId, title: target && !target.trashedAt ? target.title : null };
        })
        .sort(
          (a, b) =>
            Number(a.title === null) - Number(b.title === null) || a.noteId.localeCompare(b.noteId),
        );
      const others = linkedItems
        .map(({ kind, id: itemId }) => {
          const seen = store.linkable.get(`${kind}:${itemId}`);
          return {
            kind,
            id: itemId,
            title: seen?.title ?? null,
            calendar: kind === 'event' ? (seen?.calendar ?? null) : null,
          };
        })
        .sort(
          (a, b) =>
            Number(a.title === null) - Number(b.title === null) ||
            a.kind.localeCompare(b.kind) ||
            a.id.localeCompare(b.id),
        );
      return HttpResponse.json<ListNoteLinksResponse>({ items, others, capped });
    }),
    http.get(api(NOTE_LINKS_ROUTES.backlinks), async ({ params, request }): Promise<Response> => {
      await wait();
      const id = noteIdParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      const query = listBacklinksQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return invalid(query.error);
      if (!NotesStore.isCursor(query.data.cursor)) return invalid({ cursor: 'invalid' });
      if (!store.get(id.data.id)) return noteNotFound();
      const linking = store
        .documents()
        .filter((note) => note.trashedAt === null)
        .flatMap((note) => {
          const link = noteLinksOf(note.content).links.find((found) => found.noteId === id.data.id);
          return link ? [{ note, link }] : [];
        })
        .sort(
          (a, b) =>
            b.note.updatedAt.localeCompare(a.note.updatedAt) || b.note.id.localeCompare(a.note.id),
        );
      const offset = query.data.cursor ? Number(query.data.cursor) : 0;
      const end = offset + query.data.limit;
      return HttpResponse.json<ListBacklinksResponse>({
        items: linking.slice(offset, end).map(({ note, link }) => ({
          noteId: note.id,
          title: note.title,
          before: link.before,
          after: link.after,
          updatedAt: note.updatedAt,
        })),
        nextCursor: end < linking.length ? String(end) : null,
      });
    }),
  ];
}
