import { describe, expect, it } from 'vitest';
import { docxWith, pdfWithoutText, pdfWithPages } from '../../../test/fileFixtures.ts';
import { chunkUnits, CHUNK_WORDS } from '../chunk.ts';
import { extract, UnreadableFile } from './index.ts';

const noProgress = () => undefined;
const text = (value: string) => Buffer.from(value, 'utf8');

describe('extraction', () => {
  it('reads a multi-page PDF with the right page and line numbers', async () => {
    const pdf = await pdfWithPages([
      ['Chapter one', 'The harbour opens at dawn.'],
      ['Chapter two', 'Ferries leave every hour.', 'The last one sails at midnight.'],
      ['Chapter three', 'Tickets are sold on board.'],
    ]);
    const seen: number[] = [];
    const result = await extract('pdf', pdf, (done) => void seen.push(done));
    expect(result.pages).toBe(3);
    expect(result.units).toEqual([
      { text: 'Chapter one', heading: '', page: 1, lineStart: 1, lineEnd: 1 },
      { text: 'The harbour opens at dawn.', heading: '', page: 1, lineStart: 2, lineEnd: 2 },
      { text: 'Chapter two', heading: '', page: 2, lineStart: 1, lineEnd: 1 },
      { text: 'Ferries leave every hour.', heading: '', page: 2, lineStart: 2, lineEnd: 2 },
      { text: 'The last one sails at midnight.', heading: '', page: 2, lineStart: 3, lineEnd: 3 },
      { text: 'Chapter three', heading: '', page: 3, lineStart: 1, lineEnd: 1 },
      { text: 'Tickets are sold on board.', heading: '', page: 3, lineStart: 2, lineEnd: 2 },
    ]);
    expect(seen.at(-1)).toBe(1);
  });

  it('names why a PDF cannot be read: password, no text layer, damage', async () => {
    const reason = (bytes: Buffer) =>
      extract('pdf', bytes, noProgress).then(
        () => 'read',
        (error: unknown) => (error instanceof UnreadableFile ? error.reason : String(error)),
      );
    expect(await reason(await pdfWithPages([['secret']], { encrypt: true }))).toBe('encrypted');
    expect(await reason(await pdfWithoutText())).toBe('no_text');
    const good = await pdfWithPages([['fine']]);
    expect(await reason(good.subarray(0, good.length / 3))).toBe('corrupt');
  });

  it('reads a DOCX with its headings as context and paragraphs numbered', async () => {
    const docx = docxWith([
      '# Travel policy',
      'Book trains when the trip is under four hours.',
      '# Expenses',
      'Keep every receipt & invoice.',
    ]);
    const { units, pages } = await extract('docx', docx, noProgress);
    expect(pages).toBeNull();
    expect(units).toEqual([
      {
        text: 'Book trains when the trip is under four hours.',
        heading: 'Travel policy',
        page: null,
        lineStart: 2,
        lineEnd: 2,
      },
      {
        text: 'Keep every receipt & invoice.',
        heading: 'Expenses',
        page: null,
        lineStart: 4,
        lineEnd: 4,
      },
    ]);
  });

  it('reads CSV rows with their header names and line ranges, quotes and all', async () => {
    const csv = 'city;note\nParis;"Rainy, ""cold"""\nOslo;"two\nlines"\n';
    const { units } = await extract('csv', text(csv), noProgress);
    expect(units.map(({ text, lineStart, lineEnd }) => [text, lineStart, lineEnd])).toEqual([
      ['city: Paris; note: Rainy, "cold"', 2, 2],
      ['city: Oslo; note: two\nlines', 3, 4],
    ]);
  });

  it('reads JSON as paths and values; invalid JSON is corrupt', async () => {
    const json = JSON.stringify({ trip: { city: 'Lyon', days: 3 }, tags: ['food', 'wine'] });
    const { units } = await extract('json', text(json), noProgress);
    expect(units.map((unit) => unit.text)).toEqual([
      'trip.city: "Lyon"\ntrip.days: 3',
      'tags[0]: "food"\ntags[1]: "wine"',
    ]);
    await expect(extract('json', text('{"broken": '), noProgress)).rejects.toMatchObject({
      reason: 'corrupt',
    });
  });

  it('reads Markdown with headings as context and line numbers kept', async () => {
    const md =
      '# Garden\n\nWater the roses.\n\n## Tools\nA spade\nand a rake.\n\n```\ncode # not a heading\n```\n\nSetext\n======\nLast words.\n';
    const { units } = await extract('markdown', text(md), noProgress);
    expect(
      units.map(({ text, heading, lineStart, lineEnd }) => [text, heading, lineStart, lineEnd]),
    ).toEqual([
      ['Water the roses.', 'Garden', 3, 3],
      ['A spade\nand a rake.', 'Garden › Tools', 6, 7],
      ['```\ncode # not a heading\n```', 'Garden › Tools', 9, 11],
      ['Last words.', 'Setext', 15, 15],
    ]);
  });

  it('reads plain text paragraphs with their lines; a file of blanks has no text', async () => {
    const { units } = await extract('text', text('one\ntwo\n\n\nthree\r\n'), noProgress);
    expect(units.map((u) => [u.text, u.lineStart, u.lineEnd])).toEqual([
      ['one\ntwo', 1, 2],
      ['three', 5, 5],
    ]);
    await expect(extract('text', text(' \n\n '), noProgress)).rejects.toMatchObject({
      reason: 'no_text',
    });
  });
});

describe('chunking', () => {
  const unit = (text: string, extra: object = {}) => ({
    text,
    heading: '',
    page: null,
    lineStart: 1,
    lineEnd: 1,
    ...extra,
  });
  const words = (n: number, word = 'w') =>
    Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

  it('never crosses a heading or a page', () => {
    const chunks = chunkUnits([
      unit('a', { heading: 'One' }),
      unit('b', { heading: 'Two' }),
      unit('c', { page: 1 }),
      unit('d', { page: 2 }),
    ]);
    expect(chunks.map((c) => c.body)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('cuts long sections near the target size with overlap, keeping line ranges', () => {
    const units = Array.from({ length: 20 }, (_, i) =>
      unit(words(30, `p${i}x`), { lineStart: i * 2 + 1, lineEnd: i * 2 + 2 }),
    );
    const chunks = chunkUnits(units);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks)
      expect(chunk.body.split(/\s+/).length).toBeLessThanOrEqual(CHUNK_WORDS.target);
    // The unit that ends one chunk starts the next.
    expect(chunks[1]!.body.startsWith(chunks[0]!.body.split('\n').at(-1)!)).toBe(true);
    expect(chunks[0]).toMatchObject({ lineStart: 1 });
    expect(chunks.at(-1)).toMatchObject({ lineEnd: 40 });
  });

  it('cuts one huge paragraph into overlapping windows', () => {
    const chunks = chunkUnits([unit(words(500))]);
    expect(chunks.length).toBe(3);
    expect(chunks[1]!.body.split(' ')[0]).toBe(`w${CHUNK_WORDS.target - CHUNK_WORDS.overlap}`);
  });
});
