import { describe, expect, it } from 'vitest';
import { noteTagSchema } from './notes';
import { noteTagFrom } from './noteInput';
import { NOTE_LIMITS } from './notesConstants';

describe('noteTagFrom', () => {
  it.each([
    ['a word', 'work'],
    ['capitals', 'Work'],
    ['spaces around', '  ideas '],
    ['nothing', ''],
    ['only spaces', '   '],
    ['the longest tag', 'a'.repeat(NOTE_LIMITS.tag)],
    ['one too long', 'a'.repeat(NOTE_LIMITS.tag + 1)],
    ['the longest with spaces around', ` ${'a'.repeat(NOTE_LIMITS.tag)} `],
    ['a NUL', 'to\u0000do'],
    ['a lone surrogate', 'to\uD800do'],
    ['an emoji', 'fun😀'],
    ['accents in capitals', 'ÉTÉ'],
  ])('agrees with noteTagSchema on %s', (_case, text) => {
    const parsed = noteTagSchema.safeParse(text);
    expect(noteTagFrom(text)).toBe(parsed.success ? parsed.data : undefined);
  });
});
