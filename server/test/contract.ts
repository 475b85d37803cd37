import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_PATHS,
  errorEnvelopeSchema,
  FILE_UPLOAD_FIELD,
  sessionResponseSchema,
} from '@/api/schema';
import type { AccountsStore } from '@stories/mocks/accounts.ts';
import { multipartUpload } from './files.ts';
import { withTestServer, type TestServer } from './server.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** What earlier steps left for later ones: the session token and answers kept by name. */
export interface Memo {
  token?: string;
  kept: Record<string, unknown>;
}

type FromMemo<T> = T | ((memo: Memo) => T);

export interface Step {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Below `/api`; a function when it needs something an earlier answer gave (an id). */
  path: FromMemo<string>;
  body?: FromMemo<unknown>;
  /** Files sent as multipart/form-data instead of a JSON body (an upload), in `field` (default `file`). */
  upload?: { name: string; bytes: Buffer; field?: string };
  /** Which remembered token to send. */
  auth?: 'session';
  schema?: z.ZodType;
  /** Remember the token of a session answer. */
  keepSession?: boolean;
  /** Remember a successful answer's body under this name. */
  keepAs?: string;
  /** Values (not just the shape) both backends must agree on, taken from the answer's body. */
  same?: (body: unknown) => unknown;
  /** Asks again (every 25 ms, up to 15 s) until the body says so: work the server does later. */
  until?: (body: unknown) => boolean;
  /**
   * Data no route makes (a notification a job writes), put into each backend before the step:
   * `real` writes it in the server's database, `mock` into the handlers' store.
   */
  seed?: {
    real: (server: TestServer, memo: Memo) => Promise<void>;
    mock: (memo: Memo) => void;
  };
}

/**
 * A signed-in contract's first step: register `account` on both backends and keep its session
 * for the steps that send `auth: 'session'`.
 */
export const registerStep = (account: unknown, name = 'register'): Step => ({
  name,
  method: 'POST',
  path: ACCOUNT_PATHS.register,
  body: account,
  schema: sessionResponseSchema,
  keepSession: true,
});

/** An id no record has on either backend: a step about a missing one asks for it. */
export const UNKNOWN_ID = '3f1e5c7a-8b2d-4e6f-9a1b-2c3d4e5f6a7b';

/** A route pattern with its `:id` filled in. */
export const withId = (template: string, id: string) => template.replace(':id', id);

/** Who a mock request is signed in as, for a feature's mocks that keep records per user. */
export const mockUserOf = (accounts: AccountsStore) => (request: Request) =>
  accounts.userFor(request.headers.get('authorization')?.replace('Bearer ', ''))?.id ?? null;

const UNTIL_MS = 15_000;

const resolve = <T>(value: FromMemo<T>, memo: Memo): T =>
  typeof value === 'function' ? (value as (memo: Memo) => T)(memo) : value;

/** The structure of a JSON value: keys and value kinds, not the values themselves. */
export function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    );
  }
  return value === null ? 'null' : typeof value;
}

/**
 * An answer's body: JSON, a download's type, or for a `text/event-stream` the list of its events' `data:` payloads,
 * each parsed as JSON, so a stream is compared event by event like any other body.
 */
function bodyFrom(contentType: string | null | undefined, text: string): unknown {
  if (!text) return undefined;
  // A download (an export) is compared by its type; its bytes are the server's own tests' concern.
  const download = /^(application\/zip|text\/markdown)/.exec(contentType ?? '');
  if (download) return { download: download[1] };
  if (!contentType?.startsWith('text/event-stream')) return JSON.parse(text) as unknown;
  return text
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => JSON.parse(line.slice('data: '.length)) as unknown);
}

type Send = (
  method: Step['method'],
  path: string,
  body: unknown,
  token?: string,
  upload?: Step['upload'],
) => Promise<Answer>;

/** Plays the steps in order against one backend, carrying the session and kept answers along. */
async function play(
  steps: Step[],
  send: Send,
  seed: (step: Step, memo: Memo) => Promise<void>,
): Promise<Answer[]> {
  const memo: Memo = { kept: {} };
  const answers: Answer[] = [];
  for (const step of steps) {
    await seed(step, memo);
    const body = step.body === undefined ? undefined : resolve(step.body, memo);
    const deadline = Date.now() + UNTIL_MS;
    let answer: Answer;
    for (;;) {
      answer = await send(
        step.method,
        resolve(step.path, memo),
        body,
        step.auth ? memo.token : undefined,
        step.upload,
      );
      if (!step.until || step.until(answer.body) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (answer.status < 300) {
      if (step.keepSession) memo.token = (answer.body as { token: string }).token;
      if (step.keepAs) memo.kept[step.keepAs] = answer.body;
    }
    answers.push(answer);
  }
  return answers;
}

const MOCK_ORIGIN = 'http://mock.quire.test';

/**
 * Replays `steps` against the real server and against the MSW `handlers`, then checks each
 * step's pair of answers: same status, same JSON shape, same error code and fields, and the
 * values `same` picks out.
 */
export function describeContract(
  title: string,
  steps: Step[],
  handlers: () => RequestHandler[],
  serverOptions: Parameters<typeof withTestServer>[0] = {},
) {
  describe(title, () => {
    const mock = setupServer(...handlers());
    const server = withTestServer(serverOptions);
    let real: Answer[];
    let mocked: Answer[];

    beforeAll(async () => {
      real = await play(
        steps,
        async (method, path, body, token, upload) => {
          const multipart = upload && multipartUpload(upload.name, upload.bytes, upload.field);
          const res = await server.client.call(method, `/api${path}`, {
            body: multipart ? multipart.payload : body,
            token,
            ...(multipart ? { headers: multipart.headers } : {}),
          });
          return {
            status: res.statusCode,
            body: bodyFrom(String(res.headers['content-type'] ?? ''), res.body),
          };
        },
        async (step, memo) => step.seed?.real(server, memo),
      );
      mock.listen({ onUnhandledRequest: 'error' });
      mocked = await play(
        steps,
        async (method, path, body, token, upload) => {
          const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          const form = new FormData();
          if (upload)
            form.append(
              upload.field ?? FILE_UPLOAD_FIELD,
              new Blob([new Uint8Array(upload.bytes)]),
              upload.name,
            );
          const res = await fetch(`${MOCK_ORIGIN}/api${path}`, {
            method,
            headers: upload ? auth : { 'content-type': 'application/json', ...auth },
            body: upload ? form : body === undefined ? undefined : JSON.stringify(body),
          });
          return {
            status: res.status,
            body: bodyFrom(res.headers.get('content-type'), await res.text()),
          };
        },
        async (step, memo) => step.seed?.mock(memo),
      );
    });
    afterAll(() => mock.close());

    it.each(steps.map((step, i) => [step.name, i] as const))('%s', (_name, i) => {
      expectSameAnswer(steps[i]!, real[i]!, mocked[i]!);
    });
  });
}

function expectSameAnswer(step: Step, r: Answer, m: Answer): void {
  expect(m.status, 'same status').toBe(r.status);
  expect(shape(m.body), 'same shape').toEqual(shape(r.body));
  if (r.status >= 400) {
    for (const answer of [r, m])
      expect(errorEnvelopeSchema.safeParse(answer.body).success).toBe(true);
    const [re, me] = [r.body, m.body] as z.infer<typeof errorEnvelopeSchema>[];
    expect(me!.error.code).toBe(re!.error.code);
    expect(me!.error.fields).toEqual(re!.error.fields);
  } else if (!step.schema) {
    expect(r.body).toBeUndefined();
  }
  if (step.schema) {
    for (const answer of [r, m]) {
      const parsed = step.schema.safeParse(answer.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  }
  if (step.same) expect(step.same(m.body), 'same values').toEqual(step.same(r.body));
}
