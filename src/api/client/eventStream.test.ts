import { describe, expect, it, vi } from 'vitest';
import { errorEnvelope } from '@/api/schema/errors';
import { TOKEN_STORAGE_KEY } from '@/config';
import { createApiClient } from './createApiClient';
import { openEventStream } from './eventStream';
import { fakeAdapter, memoryStorage, type FakeAnswer } from './testing';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuv';

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

function setup(answer: FakeAnswer | 'network-error') {
  const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: TOKEN });
  const navigate = vi.fn<(to: string) => void>();
  const client = createApiClient({
    baseURL: '/api',
    storage,
    readCookie: () => 'xsrf-value',
    origin: () => 'https://quire.example',
    navigator: () => ({ location: () => ({ pathname: '/agent', search: '' }), navigate }),
  });
  const fake = fakeAdapter(answer);
  const open = () =>
    openEventStream(client, { url: '/stream', method: 'POST', data: {}, adapter: fake.adapter });
  return { open, sent: fake.sent, storage, navigate };
}

async function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (failure: unknown) => failure,
  );
}

describe('openEventStream', () => {
  it('asks through the one client (token, XSRF) for a stream, and reads its events', async () => {
    const { open, sent } = setup({ status: 200, data: streamOf('id: 1\ndata: {"a":1}\n\n') });
    const events = [];
    for await (const event of await open()) events.push(event);
    expect(events).toEqual([{ id: '1', data: '{"a":1}' }]);
    expect(sent[0]?.responseType).toBe('stream');
    expect(sent[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
  });

  it('reads the error envelope a refusal streams back', async () => {
    const body = JSON.stringify(errorEnvelope('conflict', 'Busy'));
    const { open } = setup({ status: 409, data: streamOf(body) });
    expect(await failureOf(open())).toEqual({ status: 409, code: 'conflict', message: 'Busy' });
  });

  it('signs out and goes to sign-in on a 401, like every call', async () => {
    const body = JSON.stringify(errorEnvelope('unauthorized', 'Sign in'));
    const { open, storage, navigate } = setup({ status: 401, data: streamOf(body) });
    expect(await failureOf(open())).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/login?next=${encodeURIComponent('/agent')}`);
  });

  it('classifies a body that is not JSON by its status, and no answer as wrong services', async () => {
    expect(await failureOf(setup({ status: 503, data: streamOf('<html>') }).open())).toMatchObject({
      status: 503,
      code: 'internal',
    });
    expect(await failureOf(setup('network-error').open())).toMatchObject({
      status: 'FETCH_ERROR',
      code: 'wrong_services',
    });
  });
});
