import { describe, expect, it } from 'vitest';
import { EMPTY_NOTE_CONTENT } from '../../api/schema';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from './noteDraftStorage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const draft: StoredDraft = {
  noteId: '00000000-0000-4000-8000-000000000001',
  baseVersion: 3,
  draft: {
    title: 'T',
    content: EMPTY_NOTE_CONTENT,
    plainText: '',
    tags: ['a'],
    color: 'blue',
    pinned: false,
  },
  savedAt: '2026-03-14T09:30:00.000Z',
};

describe('note drafts in local storage', () => {
  it('round-trips per user', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'u1', draft);
    expect(readDraft(storage, 'u1')).toEqual(draft);
    expect(readDraft(storage, 'u2')).toBeNull();
    clearDraft(storage, 'u1');
    expect(readDraft(storage, 'u1')).toBeNull();
  });

  it('ignores corrupt or foreign values instead of crashing', () => {
    const storage = memoryStorage();
    for (const value of [
      '{',
      'null',
      '42',
      JSON.stringify({ ...draft, draft: { ...draft.draft, color: 'neon' } }),
    ]) {
      storage.items.set('quire-note-draft:u1', value);
      expect(readDraft(storage, 'u1')).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(broken, 'u1')).toBeNull();
    expect(() => writeDraft(broken, 'u1', draft)).not.toThrow();
    expect(() => clearDraft(broken, 'u1')).not.toThrow();
  });
});
