import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect } from 'vitest';
import {
  NOTE_IMPORT_FIELD,
  NOTE_TRANSFER_PATHS,
  noteImportResultSchema,
  type NoteImportResult,
} from '@/api/schema';
import type { NotesTestServer } from './notes.ts';

/** A .zip of `files` (text or bytes) by path, as an upload to import. */
export const archive = (files: Record<string, string | Uint8Array>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, v]) => [name, typeof v === 'string' ? strToU8(v) : v]),
    ),
  );

/** A multipart/form-data body holding one part per file, as a browser's FormData sends it. */
export function multipartFiles(files: Record<string, Uint8Array | string>) {
  const boundary = `----quire${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(files).flatMap(([name, bytes]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${NOTE_IMPORT_FIELD}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Import calls on a notes test server: preview or apply, and the export archive read back. */
export function noteTransferCalls({ call }: Pick<NotesTestServer, 'call'>) {
  const send = (token: string, url: string, files: Record<string, Uint8Array | string>) =>
    call(token, { method: 'POST', url, ...multipartFiles(files) });
  const ok = (response: LightMyRequestResponse): NoteImportResult => {
    expect(response.statusCode, response.body).toBe(200);
    return noteImportResultSchema.parse(response.json());
  };
  /** The export archive of `token`'s notes, as bytes to import elsewhere. */
  const exportZip = async (token: string, query: Record<string, string> = {}) => {
    const response = await call(token, { url: NOTE_TRANSFER_PATHS.exportAll, query });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    return new Uint8Array(response.rawPayload);
  };
  return {
    send,
    preview: async (token: string, files: Record<string, Uint8Array | string>) =>
      ok(await send(token, NOTE_TRANSFER_PATHS.importPreview, files)),
    apply: async (token: string, files: Record<string, Uint8Array | string>) =>
      ok(await send(token, NOTE_TRANSFER_PATHS.import, files)),
    exportZip,
    /** The export archive's files as text, by path. */
    async exported(token: string, query: Record<string, string> = {}) {
      const files = unzipSync(await exportZip(token, query));
      return Object.fromEntries(
        Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]),
      );
    },
  };
}
