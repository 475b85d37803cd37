import type { Note } from '@/api/schema/notes';

/** A saved note as the server answers it, for the cache tests (tests only). */
export const testNote: Note = {
  id: '7f1c7c4e-3d53-4c0e-9f1a-0c7a1f1e2d3b',
  title: 'Errands',
  content: { type: 'doc', content: [{ type: 'paragraph' }] },
  plainText: '',
  color: 'default',
  tags: [],
  pinned: false,
  archived: false,
  trashedAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  version: 1,
};
