import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { listNotesResponseSchema, NOTES_PATHS, noteResponseSchema, type Note } from '@/api/schema';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase, type OpenDatabase } from '../db/index.ts';

/** The notes route tests' server: the real app on its own embedded PostgreSQL, driven by inject. */
export interface NotesTestServer {
  call(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  signUp(username: string): Promise<string>;
  create(token: string, body: Record<string, unknown>): Promise<Note>;
  list(
    token: string,
    query?: Record<string, string>,
  ): Promise<{ items: Note[]; nextCursor: string | null }>;
}

const XSRF = 'notes-test-xsrf-token';

/** Starts the server before the file's tests and stops it after them. */
export function notesTestServer(): NotesTestServer {
  let dataDir: string;
  let database: OpenDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quire-notes-test-'));
    const config = { ...configFromEnv({}, dataDir), dataDir };
    database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir,
      log: { info: () => undefined, debug: () => undefined, error: () => undefined },
    });
    app = await buildApp({ config, db: database.db, logger: false });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const server: NotesTestServer = {
    call: (token, options) =>
      app.inject({
        ...options,
        url: `/api${options.url}`,
        cookies: { 'XSRF-TOKEN': XSRF },
        headers: {
          'x-xsrf-token': XSRF,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...options.headers,
        },
      }),
    async signUp(username) {
      const unique = `${username}${Date.now()}`.slice(0, 30);
      const response = await server.call(undefined, {
        method: 'POST',
        url: '/account/register',
        payload: {
          name: username,
          username: unique,
          email: `${unique}@example.com`,
          password: 'correct horse battery',
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ token: string }>().token;
    },
    async create(token, body) {
      const response = await server.call(token, {
        method: 'POST',
        url: NOTES_PATHS.list,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return noteResponseSchema.parse(response.json()).note;
    },
    async list(token, query = {}) {
      const response = await server.call(token, { method: 'GET', url: NOTES_PATHS.list, query });
      expect(response.statusCode, response.body).toBe(200);
      return listNotesResponseSchema.parse(response.json());
    },
  };
  return server;
}

/** Editor JSON and plain text for simple paragraphs. */
export function paragraphs(...texts: string[]) {
  return {
    content: {
      type: 'doc',
      content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    },
    plainText: texts.join('\n'),
  };
}

export const titles = (notes: Note[]) => notes.map((note) => note.title);
