import { describe, expect, it } from 'vitest';
import { dispositionName } from './saveFile';

describe('dispositionName', () => {
  it('prefers the exact UTF-8 name', () => {
    expect(
      dispositionName(
        `attachment; filename="Caf_ notes.md"; filename*=UTF-8''Caf%C3%A9%20notes.md`,
        'note.md',
      ),
    ).toBe('Café notes.md');
  });

  it('takes the quoted name when there is no exact one', () => {
    expect(dispositionName('attachment; filename="Quire notes.zip"', 'x.zip')).toBe(
      'Quire notes.zip',
    );
  });

  it('falls back when the header is missing, empty or malformed', () => {
    expect(dispositionName(undefined, 'x.zip')).toBe('x.zip');
    expect(dispositionName('attachment; filename=""', 'x.zip')).toBe('x.zip');
    expect(dispositionName(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.md')).toBe('x.md');
  });
});
