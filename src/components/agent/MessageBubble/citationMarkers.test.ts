import { describe, expect, it } from 'vitest';
import { citationNumberOf, linkCitationMarkers } from './citationMarkers';

const known = new Set([1, 2]);

describe('linkCitationMarkers', () => {
  it('links the markers of known sources', () => {
    expect(linkCitationMarkers('Milk is due [1], bread too [2].', known)).toBe(
      'Milk is due [\\[1\\]](#cite-1), bread too [\\[2\\]](#cite-2).',
    );
  });
  it('leaves unknown numbers, real links and reference definitions alone', () => {
    expect(linkCitationMarkers('See [3] and [1](https://x.test) [2]: def', known)).toBe(
      'See [3] and [1](https://x.test) [2]: def',
    );
  });
  it('never touches code', () => {
    const text = 'Use `arr[1]` here\n```\nconst x = a[2];\n```\nthen [1]';
    expect(linkCitationMarkers(text, known)).toBe(
      'Use `arr[1]` here\n```\nconst x = a[2];\n```\nthen [\\[1\\]](#cite-1)',
    );
  });
  it('keeps an unclosed fence (still streaming) as code', () => {
    expect(linkCitationMarkers('```\na[1]', known)).toBe('```\na[1]');
  });
});

describe('citationNumberOf', () => {
  it('reads the number back and ignores other links', () => {
    expect(citationNumberOf('#cite-2')).toBe(2);
    expect(citationNumberOf('#cite-x')).toBeNull();
    expect(citationNumberOf('https://example.test')).toBeNull();
    expect(citationNumberOf(undefined)).toBeNull();
  });
});
