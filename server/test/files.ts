import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { FILE_UPLOAD_FIELD, FILES_PATHS, fileResponseSchema, type StoredFile } from '@/api/schema';
import type { TestClient } from './client.ts';

/** A multipart/form-data body holding one file part, as a browser's FormData sends it. */
export function multipartUpload(
  filename: string,
  bytes: Buffer,
  field: string = FILE_UPLOAD_FIELD,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----quire${randomBytes(8).toString('hex')}`;
  const quoted = filename.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${quoted}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadCall(
  client: TestClient,
  token: string,
  filename: string,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartUpload(filename, bytes);
  return client.call('POST', `/api${FILES_PATHS.list}`, { token, headers, body: payload });
}

export async function uploadFile(
  client: TestClient,
  token: string,
  filename: string,
  bytes: Buffer,
): Promise<StoredFile> {
  const response = await uploadCall(client, token, filename, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return fileResponseSchema.parse(response.json()).file;
}

/** Waits until every file has left the queue (ready or unreadable); returns them as they end. */
export async function waitUntilIndexed(
  client: TestClient,
  token: string,
  ids: string[],
): Promise<StoredFile[]> {
  for (let i = 0; i < 600; i++) {
    const answers = await Promise.all(
      ids.map((id) => client.call('GET', `/api${FILES_PATHS.one(id)}`, { token })),
    );
    const files = answers.map((answer) => fileResponseSchema.parse(answer.json()).file);
    if (files.every((file) => file.status === 'ready' || file.status === 'unreadable'))
      return files;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the files were never indexed');
}

/** A text file uploaded and read: what a test about asking needs before it asks. */
export async function uploadIndexedText(
  client: TestClient,
  token: string,
  filename: string,
  text: string,
): Promise<StoredFile> {
  const file = await uploadFile(client, token, filename, Buffer.from(text));
  const [indexed] = await waitUntilIndexed(client, token, [file.id]);
  return indexed!;
}
