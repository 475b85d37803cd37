import { describe, expect, it } from 'vitest';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import { quickNoteRequest } from './quickNoteRequest';

describe('quickNoteRequest', () => {
  it('makes a paragraph per line, empty lines included, trailing blanks dropped', () => {
    expect(quickNoteRequest({ title: '  Errands ', text: 'Milk\r\n\nBread\n\n' })).toEqual({
      title: 'Errands',
      content: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Milk' }] },
          { type: 'paragraph' },
          { type: 'paragraph', content: [{ type: 'text', text: 'Bread' }] },
        ],
      },
      plainText: 'Milk\n\nBread',
    });
  });

  it('refuses what the server would refuse', () => {
    expect(quickNoteRequest({ title: 'a'.repeat(NOTE_LIMITS.title + 1), text: 'x' })).toBeNull();
    expect(
      quickNoteRequest({ title: '', text: '"'.repeat(NOTE_LIMITS.contentBytes / 2) }),
    ).toBeNull();
  });
});
