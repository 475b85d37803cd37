import { describe, expect, it } from 'vitest';
import { EXTRACTION_LIMITS } from '@/api/schema';
import { docxOfRepeatedXml, docxWith } from '../../../test/fileFixtures.ts';
import { UnreadableFile } from '../extract/index.ts';
import { readInWorker } from './readInWorker.ts';

const MISBEHAVING = new URL('../../../test/misbehavingReadWorker.ts', import.meta.url);
const SMALL = { ...EXTRACTION_LIMITS, heapMb: 32, timeMs: 3000 };
const ignore = () => undefined;

async function refusal(read: Promise<unknown>): Promise<UnreadableFile> {
  const error = await read.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnreadableFile);
  return error as UnreadableFile;
}

describe('reading a file in a worker thread', () => {
  it('reads a Word document into passages', async () => {
    const docx = docxWith(['# Harbour', 'The lighthouse keeper trims the lamp.']);
    const text = await readInWorker('docx', docx, ignore);
    expect(text.chunks.map((chunk) => [chunk.heading, chunk.body])).toEqual([
      ['Harbour', 'The lighthouse keeper trims the lamp.'],
    ]);
  });

  it('refuses a zip bomb as too large from its directory, before unpacking it', async () => {
    const bomb = docxOfRepeatedXml(64);
    expect(bomb.length).toBeLessThan(2 ** 20);
    const error = await refusal(readInWorker('docx', bomb, ignore));
    expect(error.reason).toBe('too_large');
    expect(error.message).toMatch(/unpacks to more than/);
  });

  it('refuses a document of a few kilobytes holding 20 MB of XML', async () => {
    const small = docxOfRepeatedXml(20);
    expect(small.length).toBeLessThan(100 * 1024);
    expect((await refusal(readInWorker('docx', small, ignore))).reason).toBe('too_large');
  });

  it('ends a reader that runs out of memory as too large, once', async () => {
    const error = await refusal(
      readInWorker('text', Buffer.from('hog the heap'), ignore, {
        entry: MISBEHAVING,
        limits: SMALL,
      }),
    );
    expect(error).toMatchObject({ reason: 'too_large' });
    expect(error.message).toMatch(/more than 32 MB of memory/);
  });

  it('stops a reader that passes the time limit as too slow', async () => {
    const error = await refusal(
      readInWorker('text', Buffer.from('hang on'), ignore, { entry: MISBEHAVING, limits: SMALL }),
    );
    expect(error.reason).toBe('too_slow');
  });

  it('ends a file whose reader is killed mid-way as unreadable', async () => {
    let reported!: () => void;
    const progressed = new Promise<void>((resolve) => (reported = resolve));
    const read = readInWorker('text', Buffer.from('hang on'), reported, {
      entry: MISBEHAVING,
      limits: { ...SMALL, timeMs: 600_000 },
      onStarted: (worker) => void progressed.then(() => worker.terminate()),
    });
    const error = await refusal(read);
    expect(error.reason).toBe('corrupt');
    expect(error.message).toMatch(/reader stopped/);
  });
});
