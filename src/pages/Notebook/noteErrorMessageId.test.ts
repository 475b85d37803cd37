import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { noteErrorMessageId } from './noteErrorMessageId';

describe('noteErrorMessageId', () => {
  it('names the nesting limit when the server refused the content as too complex', () => {
    const id = noteErrorMessageId({
      code: 'validation_failed',
      fields: { content: 'too_complex' },
    });
    expect(id).toBe('fieldErrors.too_complex');
    expect(en).toHaveProperty([id]);
  });

  it('names the size limit, and falls back to the code otherwise', () => {
    expect(noteErrorMessageId({ code: 'payload_too_large' })).toBe('notes.error.tooLarge');
    expect(noteErrorMessageId({ code: 'validation_failed', fields: { title: 'too_long' } })).toBe(
      'errors.validation_failed',
    );
  });
});
