import { describe, expect, it } from 'vitest';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import { quickNoteProblems } from './quickNoteProblems';

describe('quickNoteProblems', () => {
  it('accepts text with or without a title', () => {
    expect(quickNoteProblems({ title: '', text: 'Call the plumber' })).toEqual({});
    expect(quickNoteProblems({ title: 'Home', text: 'Call the plumber' })).toEqual({});
  });

  it('asks for text when there is only whitespace', () => {
    expect(quickNoteProblems({ title: 'Only a title', text: ' \n ' })).toEqual({
      text: 'textEmpty',
    });
  });

  it('holds the title to the schema limit, counted after trimming', () => {
    const atLimit = 'a'.repeat(NOTE_LIMITS.title);
    expect(quickNoteProblems({ title: ` ${atLimit} `, text: 'x' })).toEqual({});
    expect(quickNoteProblems({ title: `${atLimit}a`, text: 'x' })).toEqual({
      title: 'titleTooLong',
    });
  });

  it('holds the text to the plain-text limit', () => {
    const text = 'b'.repeat(NOTE_LIMITS.plainTextChars + 1);
    expect(quickNoteProblems({ title: '', text })).toEqual({ text: 'textTooLong' });
  });
});
