import { z } from 'zod';

/** A value kept in localStorage while it is being edited. */
export interface Draft<T> {
  value: T;
  /** ISO time of the last change kept. */
  savedAt: string;
}

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
