import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storedDraftSchema } from './storedDraftSchema';

const schema = storedDraftSchema(
  z.object({ title: z.string(), color: z.enum(['default', 'red']) }),
);
const valid = {
  recordId: '00000000-0000-4000-8000-000000000001',
  baseVersion: 3,
  idempotencyKey: '00000000-0000-4000-8000-0000000000aa',
  draft: { title: 'T', color: 'default' },
};

describe('stored drafts', () => {
  it('accepts what a session keeps, for existing and new records', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.safeParse({ ...valid, recordId: null, baseVersion: null }).success).toBe(true);
  });

  it('reads drafts kept before records had a generic name or creates a key', () => {
    const { recordId, idempotencyKey: _key, ...rest } = valid;
    expect(schema.parse({ ...rest, noteId: recordId })).toEqual({ ...rest, recordId });
  });

  it('refuses anything else, so a corrupt draft is never offered', () => {
    for (const broken of [
      null,
      { ...valid, recordId: 'not-a-uuid' },
      { ...valid, baseVersion: 0 },
      { ...valid, idempotencyKey: 'again' },
      { ...valid, draft: { ...valid.draft, color: 'neon' } },
      { ...valid, draft: { title: 42 } },
    ]) {
      expect(schema.safeParse(broken).success).toBe(false);
    }
  });
});
