import type { AxiosAdapter } from 'axios';
import { AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import type { ListNoteVersionsResponse } from '@/api/schema';
import { createAppStore } from '@/state/store';
import { attachDataCache } from './dataCache';
import { testNote } from './testNote';
import { notesApi } from './notesApi';
import { noteVersionsApi } from './noteVersionsApi';

const NOTE_ID = testNote.id;
const VERSION_ID = '2a1c7c4e-3d53-4c0e-9f1a-0c7a1f1e2d3b';
const note = testNote;
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
