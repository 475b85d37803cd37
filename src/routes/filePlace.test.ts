import { describe, expect, it } from 'vitest';
import { fileLink, readFilePlace } from './paths';

const ID = '7d3c9a52-5d0e-4c43-9d52-2f1f0d6f7a11';
const placeOf = (link: string) => readFilePlace(new URL(link, 'http://quire.test').searchParams);

describe('file links', () => {
  it('round-trips a page and a line range', () => {
    expect(fileLink(ID)).toBe(`/file_assistant?file=${ID}`);
    expect(placeOf(fileLink(ID, { page: 2 }))).toEqual({ page: 2, lines: null });
    expect(placeOf(fileLink(ID, { lines: { start: 10, end: 14 } }))).toEqual({
      page: null,
      lines: { start: 10, end: 14 },
    });
  });

  it.each([
    'page=0',
    'page=-3',
    'page=2.5',
    'page=x',
    'lines=9-3',
    'lines=0-4',
    'lines=4',
    'lines=a-b',
  ])('reads a malformed %s as no place', (query) => {
    expect(readFilePlace(new URLSearchParams(query))).toEqual({ page: null, lines: null });
  });
});
