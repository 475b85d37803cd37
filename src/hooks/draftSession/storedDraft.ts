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

export function storedDraftOf<D>(session: DraftSession<D>): StoredDraft<D> {
  const { recordId, baseVersion, idempotencyKey, draft } = session;
  return { recordId, baseVersion, idempotencyKey, draft };
}
