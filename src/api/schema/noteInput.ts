// Plain checks of links and typed tags, with the schema's own limits.
import { NOTE_LIMITS } from './notesConstants';
import { isStorableText } from './storableText';

/** Schemes a link in a note may use; anything else (javascript:, data:) is refused. */
export const NOTE_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

export function isAllowedNoteHref(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  try {
    return (NOTE_LINK_PROTOCOLS as readonly string[]).includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * The tag `noteTagSchema` makes of `text` (trimmed, lower case), or undefined where it refuses
 * it. Plain code with the schema's own limit and character rule (unit-tested against the schema).
 */
export function noteTagFrom(text: string): string | undefined {
  const tag = text.trim();
  if (tag.length < 1 || tag.length > NOTE_LIMITS.tag || !isStorableText(text)) return undefined;
  return tag.toLowerCase();
}
