import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import { isStorableText, type NoteImportSkip } from '@/api/schema';
import type { SourceFile } from './archiveEntries.ts';
import { splitFrontMatter, type FrontMatter } from './frontMatter.ts';
import { finishNote, sourceDigest, type ImportBatch, type ImportedNote } from './importedNote.ts';
import { markdownDocument } from './markdownDocument.ts';

/** Files a Markdown import reads; everything else in an archive is listed as skipped. */
export const isMarkdownPath = (path: string) => /\.(md|markdown|txt)$/i.test(path);

/** The note ids already imported from these source ids (duplicates keep their note's id). */
export type ExistingSources = (sourceIds: string[]) => Promise<Map<string, string>>;

interface Parsed {
  file: SourceFile;
  meta: FrontMatter;
  body: string;
  sourceId: string;
  id: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decode(bytes: Uint8Array): string | null {
  try {
    const text = decoder.decode(bytes);
    return isStorableText(text) ? text : null;
  } catch {
    return null;
  }
}

const withoutExtension = (path: string) => posix.basename(path).replace(/\.[^.]+$/, '');

/**
 * The note a relative link from `fromPath` names, by the linked file's path inside the upload
 * (with or without `.md`, as Obsidian writes it); absolute addresses are not note links.
 */
function linkResolver(fromPath: string, idByPath: Map<string, string>) {
  return (href: string): string | null => {
    if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/'))
      return null;
    let target: string;
    try {
      target = decodeURIComponent(href.replace(/[?#].*$/, ''));
    } catch {
      return null;
    }
    const path = posix.normalize(posix.join(posix.dirname(fromPath), target));
    return idByPath.get(path) ?? idByPath.get(`${path}.md`) ?? null;
  };
}

/**
 * Markdown and text files as notes: front matter for the title, tags, dates and flags (the file's
 * name when there is no title), relative links between the files as note links.
 */
export async function readMarkdownNotes(
  files: SourceFile[],
  existing: ExistingSources,
): Promise<ImportBatch> {
  const skipped: NoteImportSkip[] = [];
  const parsed: Omit<Parsed, 'id'>[] = [];
  for (const file of files) {
    const text = decode(file.bytes);
    if (text === null) {
      skipped.push({ name: file.path, reason: 'unreadable' });
      continue;
    }
    const { meta, body } = splitFrontMatter(text.replace(/^\uFEFF/, ''));
    const sourceId = meta.quireId
      ? `quire:${meta.quireId}`
      : `md:${sourceDigest(file.path, file.bytes)}`;
    parsed.push({ file, meta, body, sourceId });
  }
  const known = await existing(parsed.map((item) => item.sourceId));
  const items: Parsed[] = parsed.map((item) => ({
    ...item,
    id: known.get(item.sourceId) ?? randomUUID(),
  }));
  const idByPath = new Map(items.map((item) => [posix.normalize(item.file.path), item.id]));
  const notes: ImportedNote[] = [];
  for (const { file, meta, body, sourceId, id } of items) {
    const content = markdownDocument(body, linkResolver(file.path, idByPath));
    const finished = finishNote(file.path, {
      id,
      sourceId,
      title: meta.title ?? withoutExtension(file.path),
      content,
      tags: meta.tags,
      color: meta.color ?? 'default',
      pinned: meta.pinned ?? false,
      archived: meta.archived ?? false,
      createdAt: meta.createdAt,
      updatedAt: meta.updatedAt ?? meta.createdAt,
      trashedAt: meta.trashedAt,
    });
    if ('skip' in finished) skipped.push(finished.skip);
    else notes.push(finished.note);
  }
  return { notes, skipped };
}
