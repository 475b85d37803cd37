import { parseDocument } from 'yaml';
import { NOTE_COLORS, type NoteColor } from '@/api/schema';
import { importDate, importTags } from './importedNote.ts';

/** What a Markdown file's front matter may say about its note; anything else is ignored. */
export interface FrontMatter {
  title?: string;
  tags: string[];
  createdAt?: Date;
  updatedAt?: Date;
  color?: NoteColor;
  pinned?: boolean;
  archived?: boolean;
  /** When a Quire export says the note was in the trash. */
  trashedAt?: Date;
  /** A Quire export's note id: the source id that makes a second import skip the note. */
  quireId?: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const date = (value: unknown): Date | undefined =>
  importDate(
    value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined,
  );

/** Tags as a YAML list or one comma-separated string, kept as the notes' own tag rule allows. */
function tagsOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return importTags(
    raw
      .filter((tag) => typeof tag === 'string' || typeof tag === 'number')
      .map((tag) => String(tag).replace(/^#/, '')),
  );
}

/**
 * Splits a leading `---` YAML block from the body. Aliases are refused (a billion-laughs block
 * costs nothing to send), and a block that is not a mapping is left in the body as text.
 */
export function splitFrontMatter(source: string): { meta: FrontMatter; body: string } {
  const match = FENCE.exec(source);
  const none = { meta: { tags: [] }, body: source };
  if (!match) return none;
  const parsed = parseDocument(match[1]!, { prettyErrors: false });
  if (parsed.errors.length) return none;
  let data: unknown;
  try {
    data = parsed.toJS({ maxAliasCount: 0 });
  } catch {
    return none;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return none;
  const fields = data as Record<string, unknown>;
  const meta: FrontMatter = { tags: tagsOf(fields.tags) };
  if (typeof fields.title === 'string' || typeof fields.title === 'number')
    meta.title = String(fields.title);
  meta.createdAt = date(fields.created);
  meta.updatedAt = date(fields.updated);
  if ((NOTE_COLORS as readonly unknown[]).includes(fields.color))
    meta.color = fields.color as NoteColor;
  if (typeof fields.pinned === 'boolean') meta.pinned = fields.pinned;
  if (typeof fields.archived === 'boolean') meta.archived = fields.archived;
  meta.trashedAt = date(fields.trashed);
  if (typeof fields.quire_id === 'string' && UUID.test(fields.quire_id))
    meta.quireId = fields.quire_id;
  return { meta, body: source.slice(match[0].length) };
}
