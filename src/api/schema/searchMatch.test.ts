import { describe, expect, it } from 'vitest';
import { highlightDocument, matchDocument, MATCH_SCORES } from './searchMatch';
import { isTypoOf, parseSearchQuery } from './searchQuery';
import { searchTokens } from './searchText';

const words = (text: string) => searchTokens(text).map((token) => token.word);
const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map((range) => text.slice(range.start, range.end));

describe('searchTokens', () => {
  it('folds accents, case and ligatures as unaccent does, and keeps offsets in the original', () => {
    expect(words('Pitéu ROMÂNĂ Straße cœur Łódź')).toEqual([
      'piteu',
      'romana',
      'strasse',
      'coeur',
      'lodz',
    ]);
    const [token] = searchTokens('  «Été»');
    expect(token).toEqual({ word: 'ete', start: 3, end: 6 });
  });

  it('splits on punctuation and makes each CJK character a word', () => {
    expect(words('oat-milk, e.mail 3.14')).toEqual(['oat', 'milk', 'e', 'mail', '3', '14']);
    expect(words('买咖啡abc，好')).toEqual(['买', '咖', '啡', 'abc', '好']);
  });

  it('reads a word that starts like a number in scientific notation as PostgreSQL does', () => {
    expect(words('0074e6e5 3E8a0b1c')).toEqual(['0074e6', 'e5', '3e8', 'a0b1c']);
    // A number alone, a word that starts with a letter, and digits with `e` at the end stay whole.
    expect(words('1e5 a1e5 12e')).toEqual(['1e5', 'a1e5', '12e']);
    const text = 'id 3e\u03018ab';
    expect(marked(text, searchTokens(text))).toEqual(['id', '3e\u03018', 'ab']);
    expect(parseSearchQuery('3e8a0b1c')[0]?.words).toEqual(['3e8', 'a0b1c']);
  });

  it('keeps a combining mark with its letter', () => {
    expect(searchTokens('cafe\u0301 x')[0]).toEqual({ word: 'cafe', start: 0, end: 5 });
  });
});

describe('parseSearchQuery', () => {
  it('reads prefixes, phrases, exclusions and CJK runs', () => {
    expect(parseSearchQuery('oat mil')).toEqual([
      { words: ['oat'], prefix: true, fuzzy: false, negated: false },
      { words: ['mil'], prefix: true, fuzzy: false, negated: false },
    ]);
    expect(parseSearchQuery('"oat milk" -basil 咖啡 saffron')).toEqual([
      { words: ['oat', 'milk'], prefix: false, fuzzy: false, negated: false },
      { words: ['basil'], prefix: false, fuzzy: false, negated: true },
      { words: ['咖', '啡'], prefix: false, fuzzy: false, negated: false },
      { words: ['saffron'], prefix: true, fuzzy: true, negated: false },
    ]);
    expect(parseSearchQuery('"oat mi')[0]).toMatchObject({ words: ['oat', 'mi'], prefix: true });
    expect(parseSearchQuery('?! -')).toEqual([]);
  });
});

describe('isTypoOf', () => {
  it('forgives one typo from five letters, two from nine, also while typing', () => {
    expect(isTypoOf('saffron', 'safron')).toBe(true);
    expect(isTypoOf('saffron', 'safro')).toBe(true);
    expect(isTypoOf('lemon', 'lemin')).toBe(true);
    expect(isTypoOf('lemon', 'lemi')).toBe(false);
    expect(isTypoOf('lemon', 'lxmxn')).toBe(false);
    expect(isTypoOf('restaurant', 'resturant')).toBe(true);
    expect(isTypoOf('saffron', 'saffron')).toBe(false);
  });
});

describe('matchDocument', () => {
  const score = (title: string, body: string, query: string, typos = new Map()) =>
    matchDocument(title, body, parseSearchQuery(query), typos).score;

  it('ranks title above body and exact above prefix above typo', () => {
    expect(score('Saffron', '', 'saffron')).toBe(MATCH_SCORES.titleExact);
    expect(score('Saffron', '', 'saff')).toBe(MATCH_SCORES.titlePrefix);
    expect(score('', 'saffron', 'saffron')).toBe(MATCH_SCORES.bodyExact);
    expect(score('', 'saffron', 'saff')).toBe(MATCH_SCORES.bodyPrefix);
    const typos = new Map([['safron', new Set(['saffron'])]]);
    expect(score('', 'saffron', 'safron', typos)).toBe(MATCH_SCORES.bodyFuzzy);
    expect(score('', 'saffron', 'safron')).toBe(0);
  });

  it('needs every clause, refuses exclusions and a query of exclusions alone', () => {
    expect(score('', 'oat milk', 'oat mil')).toBe(MATCH_SCORES.bodyExact + MATCH_SCORES.bodyPrefix);
    expect(score('', 'oat milk', 'oat rice')).toBe(0);
    expect(score('', 'oat milk', 'oat -milk')).toBe(0);
    expect(score('', 'oat milk', '-rice')).toBe(0);
    expect(score('', 'milk and oat', '"oat milk"')).toBe(0);
    expect(score('', '我们去买咖啡', '咖啡')).toBe(MATCH_SCORES.bodyExact);
  });

  it('highlights the title and a snippet around the first body match', () => {
    const body = `${'word '.repeat(40)}Buy oat   milk and saffron threads ${'tail '.repeat(40)}`;
    const match = matchDocument('Oat list', body, parseSearchQuery('oat saff'));
    const hit = highlightDocument(body, match);
    expect(marked('Oat list', hit.titleMatches)).toEqual(['Oat']);
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(hit.snippet.endsWith('…')).toBe(true);
    expect(hit.snippet).toContain('Buy oat milk and saffron threads');
    expect(marked(hit.snippet, hit.snippetMatches)).toEqual(['oat', 'saffron']);
  });
});
