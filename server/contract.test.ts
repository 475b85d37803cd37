import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_PATHS,
  errorEnvelopeSchema,
  forgotResponseSchema,
  LAUNCH_NEWS_PATHS,
  launchNewsResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
} from '../src/api/schema/index.ts';
import { accountHandlers, AccountsStore } from '../stories/mocks/accounts.ts';
import { launchNewsHandlers } from '../stories/mocks/launchNews.ts';
import { withTestServer } from './test/server.ts';

interface Answer {
  status: number;
  body: unknown;
}

interface Step {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Which remembered token to send. */
  auth?: 'session';
  schema?: z.ZodType;
  /** Remember the token of a session answer. */
  keepSession?: boolean;
}

/** The structure of a JSON value: keys and value kinds, not the values themselves. */
function shape(value: unknown): unknown {
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

const who = {
  name: 'Grace Hopper',
  username: 'grace_h',
  email: 'grace@example.test',
  password: 'cobol-1959-navy',
};

const STEPS: Step[] = [
  {
    name: 'register',
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    body: who,
    schema: sessionResponseSchema,
    keepSession: true,
  },
  {
    name: 'register, email taken',
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    body: { ...who, username: 'other_name', email: who.email.toUpperCase() },
  },
  {
    name: 'register, invalid',
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    body: { name: 'x', username: 'no spaces', email: 'bad', password: 'short' },
  },
  { name: 'me', method: 'GET', path: ACCOUNT_PATHS.me, auth: 'session', schema: meResponseSchema },
  { name: 'me, signed out', method: 'GET', path: ACCOUNT_PATHS.me },
  { name: 'logout', method: 'POST', path: ACCOUNT_PATHS.logout, auth: 'session' },
  { name: 'me after logout', method: 'GET', path: ACCOUNT_PATHS.me, auth: 'session' },
  { name: 'logout again', method: 'POST', path: ACCOUNT_PATHS.logout, auth: 'session' },
  {
    name: 'login by username',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: who.username, password: who.password },
    schema: sessionResponseSchema,
    keepSession: true,
  },
  {
    name: 'login by email',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: who.email, password: who.password },
    schema: sessionResponseSchema,
  },
  {
    name: 'login, wrong password',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: who.email, password: 'not-the-password' },
  },
  {
    name: 'login, empty',
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    body: { identifier: '', password: '' },
  },
  {
    name: 'forgot, known',
    method: 'POST',
    path: ACCOUNT_PATHS.forgot,
    body: { email: who.email },
    schema: forgotResponseSchema,
  },
  {
    name: 'forgot, unknown',
    method: 'POST',
    path: ACCOUNT_PATHS.forgot,
    body: { email: 'nobody@example.test' },
    schema: forgotResponseSchema,
  },
  { name: 'forgot, invalid', method: 'POST', path: ACCOUNT_PATHS.forgot, body: { email: 'nope' } },
  {
    name: 'reset, unknown token',
    method: 'POST',
    path: ACCOUNT_PATHS.reset,
    body: { token: 'u'.repeat(43), password: 'new-password-1' },
  },
  {
    name: 'reset, short password',
    method: 'POST',
    path: ACCOUNT_PATHS.reset,
    body: { token: 'u'.repeat(43), password: 'short' },
  },
  {
    name: 'launch news',
    method: 'POST',
    path: LAUNCH_NEWS_PATHS.subscribe,
    body: { email: 'news@example.test' },
    schema: launchNewsResponseSchema,
  },
  {
    name: 'launch news, again',
    method: 'POST',
    path: LAUNCH_NEWS_PATHS.subscribe,
    body: { email: 'NEWS@example.test' },
    schema: launchNewsResponseSchema,
  },
  {
    name: 'launch news, invalid',
    method: 'POST',
    path: LAUNCH_NEWS_PATHS.subscribe,
    body: { email: 'x' },
  },
];

/** Plays the steps in order against one backend, carrying the session token along. */
async function play(send: (step: Step, token?: string) => Promise<Answer>): Promise<Answer[]> {
  let token: string | undefined;
  const answers: Answer[] = [];
  for (const step of STEPS) {
    const answer = await send(step, step.auth ? token : undefined);
    if (step.keepSession && answer.status < 300) token = (answer.body as { token: string }).token;
    answers.push(answer);
  }
  return answers;
}

describe('contract: the MSW mocks answer like the real server', () => {
  const mock = setupServer(...accountHandlers(new AccountsStore()), ...launchNewsHandlers());
  const server = withTestServer();
  let real: Answer[];
  let mocked: Answer[];

  beforeAll(async () => {
    real = await play(async (step, token) => {
      const res = await server.client.call(step.method, `/api${step.path}`, {
        body: step.body,
        token,
      });
      return { status: res.statusCode, body: res.body ? res.json() : undefined };
    });
    mock.listen({ onUnhandledRequest: 'error' });
    mocked = await play(async (step, token) => {
      const res = await fetch(`http://mock.quire.test/api${step.path}`, {
        method: step.method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: step.body === undefined ? undefined : JSON.stringify(step.body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    });
  });
  afterAll(() => mock.close());

  it.each(STEPS.map((step, i) => [step.name, i] as const))('%s', (_name, i) => {
    const step = STEPS[i]!;
    const [r, m] = [real[i]!, mocked[i]!];
    expect(m.status, 'same status').toBe(r.status);
    expect(shape(m.body), 'same shape').toEqual(shape(r.body));
    if (r.status >= 400) {
      for (const answer of [r, m])
        expect(errorEnvelopeSchema.safeParse(answer.body).success).toBe(true);
      const [re, me] = [r.body, m.body] as z.infer<typeof errorEnvelopeSchema>[];
      expect(me!.error.code).toBe(re!.error.code);
      expect(me!.error.fields).toEqual(re!.error.fields);
    } else if (step.schema) {
      for (const answer of [r, m]) expect(step.schema.safeParse(answer.body).success).toBe(true);
    } else {
      expect(r.body).toBeUndefined();
    }
  });
});
