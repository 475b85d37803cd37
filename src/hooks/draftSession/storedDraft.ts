import { z } from 'zod';
import type { DraftSession } from './draftSession';

/** Unsaved work kept on this device until the server acknowledges it. */
export interface StoredDraft<D> {
  /** null: a new record the server has not created yet. */
  recordId: string | null;
  /** The version the edit started from, so a later save still detects conflicts. */
  baseVersion: number | null;
  /** Absent in drafts kept before creates carried one; a new one is drawn on restore. */
  idempotencyKey?: string;
  draft: D;
}

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

export function storedDraftOf<D>(session: DraftSession<D>): StoredDraft<D> {
  const { recordId, baseVersion, idempotencyKey, draft } = session;
  return { recordId, baseVersion, idempotencyKey, draft };
}
