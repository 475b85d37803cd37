import { posix } from 'node:path';
import { stringify } from 'yaml';
import type { LinkedItem, Note, NoteLinkKind } from '@/api/schema';
import { linkedItemMarkdown } from './linkedItemMarkdown.ts';
import { documentMarkdown } from './documentMarkdown.ts';
import { destination, escapeText } from './markdownText.ts';

/** One Markdown file of an export, by its path inside the archive. */
export interface ExportedFile {
  path: string;
  text: string;
}

const NAME_CHARS = 100;

/** A file name from a title: no path separators or characters a desktop refuses, never empty. */
export function fileNameOf(title: string): string {
  const name = title
    .replace(/[\\/:*?"<>|#^[\]\p{Cc}]/gu, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, NAME_CHARS)
    .trim();
  return name || 'Untitled';
}

/** Notes go in a folder per top-level tag of their first tag (Obsidian's vault as folders). */
const folderOf = (note: Note) => {
  const top = note.tags[0]?.split('/')[0];
  return top ? fileNameOf(top) : '';
};

/** Front matter Quire's import reads back; `quire_id` makes a second import skip the note. */
function frontMatter(note: Note): string {
  const fields: Record<string, unknown> = {
    title: note.title,
    tags: note.tags,
    created: note.createdAt,
    updated: note.updatedAt,
  };
  if (note.color !== 'default') fields.color = note.color;
  if (note.pinned) fields.pinned = true;
  if (note.archived) fields.archived = true;
  if (note.trashedAt) fields.trashed = note.trashedAt;
  fields.quire_id = note.id;
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n`;
}

/** A relative link's address, each path segment percent-encoded as Obsidian writes it. */
const relativeHref = (from: string, to: string) =>
  posix
    .relative(posix.dirname(from), to)
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');

/**
 * Notes as Markdown files with front matter, one folder per top-level tag. A link to a note in
 * the export becomes a relative link to its file; one to a note outside it, that note's title.
 */
export function vaultFiles(
  notes: Note[],
  titlesOutside: Map<string, string>,
  items: LinkedItem[] = [],
  appUrl = '',
): ExportedFile[] {
  const itemLink = linkedItemMarkdown(items, appUrl);
  const pathById = new Map<string, string>();
  const taken = new Set<string>();
  for (const note of notes) {
    const folder = folderOf(note);
    const base = fileNameOf(note.title);
    let path = posix.join(folder, `${base}.md`);
    for (let n = 2; taken.has(path.toLowerCase()); n++)
      path = posix.join(folder, `${base} ${n}.md`);
    taken.add(path.toLowerCase());
    pathById.set(note.id, path);
  }
  const titles = new Map([
    ...titlesOutside,
    ...notes.map((note) => [note.id, note.title] as const),
  ]);
  const titleOf = (id: string) => titles.get(id) ?? '';
  return notes.map((note) => {
    const path = pathById.get(note.id)!;
    const noteLink = (id: string, kind: NoteLinkKind) => {
      if (kind !== 'note') return itemLink(kind, id);
      const target = pathById.get(id);
      const label = escapeText(titleOf(id) || 'Untitled');
      return target ? `[${label}](${destination(relativeHref(path, target))})` : label;
    };
    return { path, text: frontMatter(note) + documentMarkdown(note.content, noteLink) };
  });
}
