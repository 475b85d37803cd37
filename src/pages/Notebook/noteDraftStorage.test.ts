import { describe, expect, it } from 'vitest';
import { BLANK_NOTE_DRAFT } from '@/components/NoteEditor';
import { storedNoteDraftSchema } from './noteDraftStorage';

const valid = {
  noteId: '00000000-0000-4000-8000-000000000001',
  baseVersion: 3,
  draft: { ...BLANK_NOTE_DRAFT, title: 'T' },
};

describe('stored note drafts', () => {
  it('accepts what autosave keeps, for existing and new notes', () => {
    expect(storedNoteDraftSchema.parse(valid)).toEqual(valid);
    expect(
      storedNoteDraftSchema.safeParse({ ...valid, noteId: null, baseVersion: null }).success,
    ).toBe(true);
  });

  it('refuses anything else, so a corrupt draft is never offered', () => {
    for (const broken of [
      null,
      { ...valid, noteId: 'not-a-uuid' },
      { ...valid, baseVersion: 0 },
      { ...valid, draft: { ...valid.draft, color: 'neon' } },
      { ...valid, draft: { ...valid.draft, content: { type: 'paragraph' } } },
    ]) {
      expect(storedNoteDraftSchema.safeParse(broken).success).toBe(false);
    }
  });
});
