import type { z } from 'zod';
import { draftFrom } from './draftEnvelope';
import { useStoredDraft, type UseDraftOptions } from './useStoredDraft';

export { DRAFT_KEY_PREFIX, type Draft, type UseDraftOptions } from './useStoredDraft';

/**
 * Keeps an editor's unsaved state in local storage, per signed-in user, so a session that ends
 * mid-edit loses nothing: after sign-in the editor mounts again and `offered` holds the draft
 * (checked by `schema`). Call `keep` on each change, `clear` once the server has the change,
 * `discard` to refuse it.
 */
export function useDraft<T>(name: string, schema: z.ZodType<T>, options: UseDraftOptions = {}) {
  return useStoredDraft(name, (raw: string) => draftFrom(raw, schema), options);
}
