import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/api/client';
import { fakeAdapter, type FakeAnswer } from '@/api/client/testing';
import { fileResponseSchema } from '@/api/schema/files';
import { noteResponseSchema, type Note, type NoteResponse } from '@/api/schema/notes';
import { createAppStore } from '@/state/store';
import { baseApi } from './baseApi';
import { attachDataCache } from './dataCache';
import { testNote } from './testNote';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schemaProbe: build.query<Note, void, NoteResponse>({
      query: () => ({ url: '/probe' }),
      rawResponseSchema: noteResponseSchema,
      transformResponse: (response) => response.note,
    }),
  }),
});

/** Never run: the type check proves an endpoint cannot name the schema of another answer. */
const mismatchedSchema = () =>
  baseApi.injectEndpoints({
    endpoints: (build) => ({
      mismatchProbe: build.query<Note, void, NoteResponse>({
        query: () => ({ url: '/probe' }),
        // @ts-expect-error a file's answer is not a note's
        rawResponseSchema: fileResponseSchema,
        transformResponse: (response) => response.note,
      }),
    }),
  });

const note = testNote;

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

async function probe(answer: FakeAnswer) {
  apiClient.defaults.adapter = fakeAdapter(answer).adapter;
  const store = createAppStore();
  attachDataCache(store);
  return store.dispatch(probeApi.endpoints.schemaProbe.initiate(undefined, { subscribe: false }));
}

describe("the cache checks each answer with its endpoint's schema", () => {
  it('hands over an answer that matches, transformed', async () => {
    const result = await probe({ status: 200, data: { note } });
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(note);
  });

  it('cannot name the schema of another answer (a type error)', () => {
    expect(mismatchedSchema).toBeTypeOf('function');
  });

  it('refuses one that does not match as wrong services', async () => {
    const result = await probe({ status: 200, data: { note: { ...note, id: 7 } } });
    expect(result.error).toMatchObject({ status: 'PARSE_ERROR', code: 'wrong_services' });
  });
});
