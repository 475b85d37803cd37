import { z } from 'zod';
import type { Draft } from './useStoredDraft';

function draftSchema<T>(value: z.ZodType<T>) {
  return z.object({ value, savedAt: z.iso.datetime({ offset: true }) });
}

/** The draft kept as `raw`, when it has the shape `keep` writes and `schema` accepts its value. */
export function draftFrom<T>(raw: string, schema: z.ZodType<T>): Draft<T> | null {
  try {
    const parsed = draftSchema(schema).safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as Draft<T>) : null;
  } catch {
    // Unreadable JSON is no draft.
    return null;
  }
}
