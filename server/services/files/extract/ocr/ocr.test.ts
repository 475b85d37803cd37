import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXTRACTION_LIMITS } from '@/api/schema/filesConstants';
import { pngHeader, scannedPdf, textImage, textTiff } from '../../../../test/scannedFixtures.ts';
import { extract, UnreadableFile } from '../index.ts';
import type { OcrReading } from '../types.ts';
import { imageSize } from './imageSize.ts';

const ignore = () => {};
const texts = (units: { text: string }[]) => units.map((unit) => unit.text).join('\n');

async function reason(read: Promise<unknown>) {
  const error = await read.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnreadableFile);
  return (error as UnreadableFile).reason;
}

describe('OCR of scanned documents', () => {
  it('reads a PDF page without a text layer, keeping its page, lines and word boxes', async () => {
    const pdf = await scannedPdf([['The harbour crane lifts forty tonnes.'], ['Second page']]);
    const reports: [number, OcrReading | undefined][] = [];
    const read = await extract('pdf', pdf, (done, ocr) => void reports.push([done, ocr]));
    expect(texts(read.units)).toContain('harbour crane lifts forty tonnes');
    expect(read.units[0]).toMatchObject({ page: 1, lineStart: 1 });
    expect(read.units.at(-1)).toMatchObject({ page: 2 });
    expect(read.pages).toBe(2);
    // Each page: OCR starts on it, reports within it, and the page's end reports without it.
    const pageOf = ([done, ocr]: [number, OcrReading | undefined]) =>
      ocr ? `${ocr.page}/${ocr.pages}` : `end ${done}`;
    expect(reports[0]).toEqual([0, { page: 1, pages: 2 }]);
    expect(reports.some(([done, ocr]) => ocr?.page === 1 && done > 0 && done <= 0.5)).toBe(true);
    expect(reports.some(([done, ocr]) => ocr?.page === 2 && done > 0.5 && done <= 1)).toBe(true);
    expect([...new Set(reports.map(pageOf))]).toEqual(['1/2', 'end 0.5', '2/2', 'end 1']);
    const crane = read.ocr![0]!.words.find((word) => word.text === 'crane')!;
    const [x0, y0, x1, y1] = crane.box;
    // Drawn at 110 px from the left of a 1240 px page, on the first line (180 px of 1754).
    expect(x0).toBeGreaterThan(0.1);
    expect(x1).toBeGreaterThan(x0);
    expect(y0).toBeGreaterThan(0.06);
    expect(y1).toBeLessThan(0.12);
  }, 120_000);

  it.each([
    ['PNG', () => textImage(['Invoice 2041 paid in full'], 'png')],
    ['JPEG', () => textImage(['Invoice 2041 paid in full'], 'jpeg')],
    ['WebP', () => textImage(['Invoice 2041 paid in full'], 'webp')],
    ['TIFF', () => textTiff(['Invoice 2041 paid in full'])],
  ])(
    'reads an uploaded %s image as page 1',
    async (_format, image) => {
      const read = await extract('image', image(), ignore);
      expect(texts(read.units)).toContain('Invoice 2041 paid in full');
      expect(read.ocr).toHaveLength(1);
      expect(read.ocr![0]!.page).toBe(1);
    },
    60_000,
  );

  it('refuses an image of too many pixels from its header, before decoding it', async () => {
    expect(imageSize(pngHeader(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
    expect(await reason(extract('image', pngHeader(100_000, 100_000), ignore))).toBe('too_large');
    expect(await reason(extract('image', Buffer.from('\x89PNG\r\n\x1a\n'), ignore))).toBe(
      'corrupt',
    );
  });

  it('stops at the page limit and at the time limit per page', async () => {
    const pdf = await scannedPdf([['One'], ['Two']]);
    const onePage = { ...EXTRACTION_LIMITS, ocrPages: 1 };
    expect(await reason(extract('pdf', pdf, ignore, onePage))).toBe('too_large');
    const instant = { ...EXTRACTION_LIMITS, ocrPageMs: 1 };
    expect(await reason(extract('image', textImage(['Slow']), ignore, instant))).toBe('too_slow');
  }, 120_000);

  it('needs no network: it reads a scan in a process that has only loopback', async () => {
    // `unshare -n` gives the child a network namespace of its own with no interface but lo, so a
    // fetch of a language model or core from a CDN cannot succeed.
    const script = fileURLToPath(new URL('./ocrOffline.fixture.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      'unshare',
      ['-n', process.execPath, '--import', 'tsx', script],
      { cwd: process.cwd(), timeout: 120_000 },
    );
    expect(JSON.parse(stdout)).toMatchObject({
      reachable: false,
      text: expect.stringContaining('offline'),
    });
  }, 130_000);
});
