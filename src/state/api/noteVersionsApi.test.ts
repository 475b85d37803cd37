import type { AxiosAdapter } from 'axios';
import { AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import type { ListNoteVersionsResponse, Note } from '@/api/schema';
import { createAppStore } from '@/state/store';
import { attachDataCache } from './dataCache';
import { notesApi } from './notesApi';
import { noteVersionsApi } from './noteVersionsApi';

const NOTE_ID = '7f1c7c4e-3d53-4c0e-9f1a-0c7a1f1e2d3b';
const VERSION_ID = '2a1c7c4e-3d53-4c0e-9f1a-0c7a1f1e2d3b';
const note: Note = {
  id: NOTE_ID,
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
const page: ListNoteVersionsResponse = { items: [], nextCursor: null };

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

/** Answers each route as the server would and counts the requests made per method and url. */
function routedAdapter() {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(`${config.method?.toUpperCase()} ${config.url}`);
    const data = config.url?.endsWith('/versions') ? page : { note };
    return { status: 200, statusText: 'OK', data, headers: new AxiosHeaders(), config };
  };
  return { adapter, asked };
}

describe('restoring a note version', () => {
  it('refetches the note and its versions', async () => {
    const { adapter, asked } = routedAdapter();
    apiClient.defaults.adapter = adapter;
    const store = createAppStore();
    attachDataCache(store);
    store.dispatch(noteVersionsApi.endpoints.listNoteVersions.initiate(NOTE_ID));
    store.dispatch(notesApi.endpoints.getNote.initiate(NOTE_ID));
    await vi.waitFor(() => expect(asked).toHaveLength(2));

    await store.dispatch(
      noteVersionsApi.endpoints.restoreNoteVersion.initiate({
        noteId: NOTE_ID,
        versionId: VERSION_ID,
        version: 1,
      }),
    );

    await vi.waitFor(() => {
      const count = (request: string) => asked.filter((sent) => sent === request).length;
      expect(count(`GET /notes/${NOTE_ID}/versions`)).toBe(2);
      expect(count(`GET /notes/${NOTE_ID}`)).toBe(2);
    });
    expect(asked).toContain(`POST /notes/${NOTE_ID}/versions/${VERSION_ID}/restore`);
  });
});
