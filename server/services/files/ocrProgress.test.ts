import { describe, expect, it } from 'vitest';
import {
  FILES_PATHS,
  fileResponseSchema,
  listFilesResponseSchema,
  type StoredFile,
} from '@/api/schema';
import { expectBody } from '../../test/client.ts';
import { pdfWithPages } from '../../test/fileFixtures.ts';
import { uploadFile } from '../../test/files.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';
import { UnreadableFile } from './extract/index.ts';
import type { ReadFileText } from './fileText.ts';
import { readFileText } from './fileText.ts';
import { createIndexer } from './indexer.ts';

const silent = { error() {}, warn() {} };

/**
 * A reader that reads page 1 from its text layer, starts OCR on page 2 of 3, then waits for the
 * test before `finish` runs. OCR's start is too little progress to show alone: the page is news.
 */
function heldAtOcrPage(finish: ReadFileText) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let onReading!: () => void;
  const reading = new Promise<void>((resolve) => (onReading = resolve));
  const read: ReadFileText = async (kind, bytes, progress) => {
    await progress(1 / 3);
    await progress(1 / 3 + 0.01, { page: 2, pages: 3 });
    onReading();
    await held;
    return finish(kind, bytes, progress);
  };
  return { read, reading, release };
}

describe('OCR progress in the file list', () => {
  const server = withTestServer({ indexFiles: false });

  async function shown(token: string, id: string): Promise<StoredFile> {
    const answer = await server.client.call('GET', `/api${FILES_PATHS.one(id)}`, { token });
    return expectBody(answer, 200, fileResponseSchema).file;
  }

  async function listed(token: string, id: string): Promise<StoredFile | undefined> {
    const answer = await server.client.call('GET', `/api${FILES_PATHS.list}`, { token });
    return expectBody(answer, 200, listFilesResponseSchema).items.find((file) => file.id === id);
  }

  it('shows the page OCR is reading of how many, and nothing of it once the file is ready', async () => {
    const { token } = await register(server.client);
    const pdf = await pdfWithPages([['One'], ['Two'], ['Three']]);
    const file = await uploadFile(server.client, token, 'scan.pdf', pdf);
    const held = heldAtOcrPage(readFileText);
    const running = createIndexer(server.database.db, { log: silent, read: held.read }).runOnce();
    try {
      await held.reading;
      const reading = await shown(token, file.id);
      expect(reading).toMatchObject({ status: 'indexing', ocr: { page: 2, pages: 3 } });
      expect(reading.progress).toBeGreaterThan(0.3);
      expect((await listed(token, file.id))?.ocr).toEqual({ page: 2, pages: 3 });
    } finally {
      held.release();
    }
    expect(await running).toBe(true);
    const ready = await shown(token, file.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 1, pages: 3 });
    expect(ready).not.toHaveProperty('ocr');
  });

  it('ends a page OCR could not read in time as unreadable with its reason, no page shown', async () => {
    const { token } = await register(server.client);
    const file = await uploadFile(server.client, token, 'slow.pdf', await pdfWithPages([['A']]));
    const held = heldAtOcrPage(() => {
      throw new UnreadableFile('too_slow', 'Reading a page took too long.');
    });
    const running = createIndexer(server.database.db, { log: silent, read: held.read }).runOnce();
    try {
      await held.reading;
      expect((await shown(token, file.id)).ocr).toEqual({ page: 2, pages: 3 });
    } finally {
      held.release();
    }
    expect(await running).toBe(true);
    const failed = await shown(token, file.id);
    expect(failed).toMatchObject({ status: 'unreadable', unreadableReason: 'too_slow' });
    expect(failed).not.toHaveProperty('ocr');
  });

  it('shows no OCR page once the next page is read from its text layer', async () => {
    const { token } = await register(server.client);
    const file = await uploadFile(server.client, token, 'mixed.pdf', await pdfWithPages([['A']]));
    const seen: (StoredFile['ocr'] | null)[] = [];
    const read: ReadFileText = async (kind, bytes, progress) => {
      await progress(0.34, { page: 1, pages: 3 });
      seen.push((await shown(token, file.id)).ocr ?? null);
      await progress(0.35);
      seen.push((await shown(token, file.id)).ocr ?? null);
      return readFileText(kind, bytes, progress);
    };
    expect(await createIndexer(server.database.db, { log: silent, read }).runOnce()).toBe(true);
    expect(seen).toEqual([{ page: 1, pages: 3 }, null]);
  });
});
