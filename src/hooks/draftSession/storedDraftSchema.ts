import { z } from 'zod';
import { draftFrom } from '@/lib/draftEnvelope';
import type { DraftCheck } from '@/hooks/useStoredDraft';
import type { StoredDraft } from './storedDraft';

/**
 * The stored shape for drafts of `draft`. Drafts kept before this module named the record
 * `noteId`; they are read the same, so nothing typed before an update is lost by it.
 */
export function storedDraftSchema<D>(draft: z.ZodType<D>): z.ZodType<StoredDraft<D>> {
  const current = z.object({
    recordId: z.uuid().nullable(),
    baseVersion: z.number().int().positive().nullable(),
    idempotencyKey: z.uuid().optional(),
    draft,
  });
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || 'recordId' in value) return value;
    const { noteId, ...rest } = value as { noteId?: unknown };
    return noteId === undefined ? value : { ...rest, recordId: noteId };
  }, current) as z.ZodType<StoredDraft<D>>;
}

/** How a stored draft of `draft` is read back: the envelope `useStoredDraft` writes, then this shape. */
export function storedDraftCheck<D>(draft: z.ZodType<D>): DraftCheck<StoredDraft<D>> {
  const stored = storedDraftSchema(draft);
  return (raw) => draftFrom(raw, stored);
}
