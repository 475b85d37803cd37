import { describe, expect, it } from 'vitest';
import { browserStorage, createApiClient, toApiError } from '@/api/client';
import { fakeAdapter, type FakeAnswer } from '@/api/client/testing';
import { NO_ANSWER } from '@/api/client/noAnswer';
import { errorEnvelope } from '@/api/schema/errors';
import { axiosBaseQuery, type ApiRequestOptions } from './axiosBaseQuery';
import { loadResponseSchema } from './responseSchemas';

const note = {
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

function createTestClient(answer: FakeAnswer | 'network-error') {
  const client = createApiClient({
    baseURL: '/api',
    storage: browserStorage(),
    readCookie: () => undefined,
    origin: () => undefined,
    navigator: () => ({ location: () => ({ pathname: '/', search: '' }), navigate: () => {} }),
  });
  client.defaults.adapter = fakeAdapter(answer).adapter;
  return client;
}

function query(answer: FakeAnswer | 'network-error') {
  const client = createTestClient(answer);
  return axiosBaseQuery(async () => ({ client, toApiError }), loadResponseSchema);
}

const api = { signal: new AbortController().signal } as Parameters<ReturnType<typeof query>>[1];
const noteAnswer: ApiRequestOptions = { response: 'noteResponse' };

describe('the data cache base query', () => {
  it('hands over an answer that matches its schema', async () => {
    const result = await query({ status: 200, data: { note } })({ url: '/n' }, api, noteAnswer);
    expect(result.error).toBeUndefined();
    expect((result.data as { note: { id: string } }).note.id).toBe(note.id);
  });

  it('refuses an answer that does not match its schema as wrong services', async () => {
    const result = await query({ status: 200, data: { note: { ...note, id: 7 } } })(
      { url: '/n' },
      api,
      noteAnswer,
    );
    expect(result.error).toMatchObject({ status: 'PARSE_ERROR', code: 'wrong_services' });
  });

  it('turns a refusal into an ApiError and no answer into NO_ANSWER', async () => {
    const refused = await query({ status: 404, data: errorEnvelope('not_found', 'No') })(
      { url: '/n' },
      api,
      noteAnswer,
    );
    expect(refused.error).toMatchObject({ status: 404, code: 'not_found' });
    const lost = await query('network-error')({ url: '/n' }, api, noteAnswer);
    expect(lost.error).toEqual(NO_ANSWER);
  });

  it('is no answer when the client itself cannot be loaded', async () => {
    const broken = axiosBaseQuery(
      () => Promise.reject(new Error('chunk failed')),
      loadResponseSchema,
    );
    expect((await broken({ url: '/n' }, api, noteAnswer)).error).toEqual(NO_ANSWER);
  });

  it("is no answer when the answer's schema cannot be loaded", async () => {
    const noSchema = axiosBaseQuery(
      async () => ({ client: createTestClient({ status: 200, data: { note } }), toApiError }),
      () => Promise.reject(new Error('chunk failed')),
    );
    expect((await noSchema({ url: '/n' }, api, noteAnswer)).error).toEqual(NO_ANSWER);
  });

  it('asks for no schema when the endpoint names none', async () => {
    let asked = 0;
    const unchecked = axiosBaseQuery(
      async () => ({ client: createTestClient({ status: 200, data: 'text' }), toApiError }),
      (name) => {
        asked += 1;
        return loadResponseSchema(name);
      },
    );
    expect((await unchecked({ url: '/n' }, api, {})).data).toBe('text');
    expect(asked).toBe(0);
  });
});
