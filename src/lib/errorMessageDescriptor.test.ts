import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { errorMessageDescriptor } from './errorMessageDescriptor';

describe('errorMessageDescriptor', () => {
  it('names the nesting limit when the server refused the content as too complex', () => {
    const { id } = errorMessageDescriptor({
      code: 'validation_failed',
      fields: { content: 'too_complex' },
    });
    expect(id).toBe('fieldErrors.too_complex');
    expect(en).toHaveProperty([id]);
  });

  it("prefers the page's override, and falls back to the code's sentence otherwise", () => {
    const overrides = { payload_too_large: 'notes.error.tooLarge' };
    expect(errorMessageDescriptor({ code: 'payload_too_large' }, overrides).id).toBe(
      'notes.error.tooLarge',
    );
    expect(
      errorMessageDescriptor({ code: 'validation_failed', fields: { title: 'too_long' } }).id,
    ).toBe('errors.validation_failed');
  });

  it('says how long to wait when the server said so, never less than a second', () => {
    expect(errorMessageDescriptor({ code: 'rate_limited', retryAfterSeconds: 0 })).toEqual({
      id: 'errors.rate_limited_wait',
      values: { seconds: 1 },
    });
  });
});
