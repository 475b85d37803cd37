import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import {
  listNotesResponseSchema,
  NOTES_PATHS,
  noteResponseSchema,
  type ListNotesResponse,
  type Note,
} from '@/api/schema';
import type { TestAppOptions } from './app.ts';
import { withTestServer, type TestServer } from './server.ts';
import { newUser, register } from './users.ts';

export type NotesCall = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'> & {
  query?: Record<string, string>;
};

/** What the notes route tests do again and again, on the one test server of their file. */
export interface NotesTestServer {
  server: TestServer;
  /** A call below /api with `token` as the session (undefined: signed out). */
  call(token: string | undefined, options: NotesCall): Promise<LightMyRequestResponse>;
  signUp(name: string): Promise<string>;
  create(token: string, body: Record<string, unknown>): Promise<Note>;
  /** A PATCH of `note` at its version that must succeed; the note as saved. */
  save(token: string, note: Note, body: Record<string, unknown>): Promise<Note>;
  list(token: string, query?: Record<string, string>): Promise<ListNotesResponse>;
  /** A GET below /api that must answer 200; its body as `schema` parses it. */
  read<Schema extends z.ZodType>(
    token: string,
    url: string,
    schema: Schema,
  ): Promise<z.output<Schema>>;
}

/** Starts the test server before the file's tests and stops it after them. */
export function notesTestServer(options: TestAppOptions = {}): NotesTestServer {
  const server = withTestServer(options);
  const helpers: NotesTestServer = {
    server,
    call: (token, options) =>
      server.client.call(options.method ?? 'GET', `/api${options.url}`, {
        body: options.payload,
        query: options.query,
        headers: options.headers as Record<string, string> | undefined,
        token,
      }),
    async signUp(name) {
      return (await register(server.client, newUser({ name }))).token;
    },
    async create(token, body) {
      const response = await helpers.call(token, {
        method: 'POST',
        url: NOTES_PATHS.list,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return noteResponseSchema.parse(response.json()).note;
    },
    async save(token, note, body) {
      const response = await helpers.call(token, {
        method: 'PATCH',
        url: NOTES_PATHS.one(note.id),
        payload: { version: note.version, ...body },
      });
      expect(response.statusCode, response.body).toBe(200);
      return noteResponseSchema.parse(response.json()).note;
    },
    async read(token, url, schema) {
      const response = await helpers.call(token, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return schema.parse(response.json());
    },
    async list(token, query = {}) {
      const response = await helpers.call(token, { method: 'GET', url: NOTES_PATHS.list, query });
      expect(response.statusCode, response.body).toBe(200);
      return listNotesResponseSchema.parse(response.json());
    },
  };
  return helpers;
}

/** Editor JSON and plain text for simple paragraphs. */
export function paragraphs(...texts: string[]) {
  return {
    content: {
      type: 'doc',
      // An empty paragraph has no text node: the schema, like ProseMirror, refuses empty text.
      content: texts.map((text) =>
        text ? { type: 'paragraph', content: [{ type: 'text', text }] } : { type: 'paragraph' },
      ),
    },
    plainText: texts.join('\n'),
  };
}

export const titles = (notes: Note[]) => notes.map((note) => note.title);
