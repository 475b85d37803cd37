import { randomUUID } from 'node:crypto';
import { NOTE_IMPORT_LIMITS, type NoteImportSkip } from '@/api/schema';
import type { SourceFile } from './archiveEntries.ts';
import { enmlDocument } from './enmlDocument.ts';
import {
  finishNote,
  importDate,
  importTags,
  sourceDigest,
  type ImportBatch,
  type ImportedNote,
} from './importedNote.ts';
import {
  attachmentSorter,
  base64Size,
  isKept,
  type DeclaredAttachment,
} from './importedAttachment.ts';
import { ImportRefused } from './importRefused.ts';
import { childNamed, parseXmlTree, textOf, type XmlElement } from './xmlTree.ts';

export const isEnexPath = (path: string) => /\.enex$/i.test(path);

/** Evernote's dates: `20240301T100000Z`. */
function enexDate(element: XmlElement | undefined): Date | undefined {
  const match =
    element && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(textOf(element).trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return importDate(new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!)));
}

const children = (element: XmlElement, name: string) =>
  element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && child.name === name,
  );

type Sorter = ReturnType<typeof attachmentSorter>;

/** One `<resource>`: its declared type and name, its base64 data decoded only if it is kept. */
function declaredResource(
  resource: XmlElement,
  note: { name: string; title: string },
  index: number,
): DeclaredAttachment {
  const attributes = childNamed(resource, 'resource-attributes');
  const fileName = attributes && childNamed(attributes, 'file-name');
  const shown = (fileName && textOf(fileName).trim().slice(0, 200)) || 'attachment';
  const data = textOf(childNamed(resource, 'data') ?? resource).replace(/\s+/g, '');
  return {
    name: `${note.name}: ${shown}`,
    fileName: fileName && textOf(fileName),
    mime: textOf(childNamed(resource, 'mime') ?? resource),
    noteTitle: note.title,
    index,
    size: base64Size(data),
    bytes: () => Buffer.from(data, 'base64'),
  };
}

/** One `<note>`: its ENML parsed on its own (it is XML inside the export's XML). */
function readNote(file: SourceFile, note: XmlElement, index: number, sort: Sorter) {
  const title = textOf(childNamed(note, 'title') ?? note).trim() || `Note ${index + 1}`;
  const name = `${file.path}: ${title}`;
  const resources = children(note, 'resource').map((resource, at) =>
    declaredResource(resource, { name, title }, at),
  );
  // A note not imported keeps none of its attachments: each is listed beside it.
  const skipped: NoteImportSkip[] = resources.map((resource) => ({
    name: resource.name,
    reason: 'attachment_not_kept',
  }));
  const enml = textOf(childNamed(note, 'content') ?? { name: '', attrs: {}, children: [] });
  if (enml.length > NOTE_IMPORT_LIMITS.noteSourceBytes)
    return { skip: [...skipped, { name, reason: 'too_large' as const }] };
  let content;
  try {
    const tree = parseXmlTree(enml);
    content = enmlDocument(childNamed(tree, 'en-note') ?? tree);
  } catch (error) {
    // A hostile note (entities, nesting) refuses the whole upload; a merely broken one is skipped.
    if (error instanceof ImportRefused && error.reason !== 'unreadable') throw error;
    return { skip: [...skipped, { name, reason: 'unreadable' as const }] };
  }
  const tags = importTags(children(note, 'tag').map(textOf));
  const created = enexDate(childNamed(note, 'created'));
  const sourceId = `enex:${sourceDigest(title, created?.toISOString() ?? '', enml)}`;
  const finished = finishNote(name, {
    id: randomUUID(),
    sourceId,
    title,
    content,
    tags,
    color: 'default',
    pinned: false,
    archived: false,
    createdAt: created,
    updatedAt: enexDate(childNamed(note, 'updated')) ?? created,
  });
  if ('skip' in finished) return { skip: [...skipped, finished.skip] };
  const decided = resources.map(sort);
  return {
    note: { ...finished.note, attachments: decided.filter(isKept) },
    skip: decided.filter((item): item is NoteImportSkip => !isKept(item)),
  };
}

/**
 * Evernote exports (`.enex`): each note's ENML as a document, its tags and dates; its PDFs and
 * images to keep as files, every other attachment listed.
 */
export function readEnexNotes(files: SourceFile[]): ImportBatch {
  const sort = attachmentSorter();
  const notes: ImportedNote[] = [];
  const skipped: NoteImportSkip[] = [];
  for (const file of files) {
    const tree = parseXmlTree(new TextDecoder().decode(file.bytes));
    const root = childNamed(tree, 'en-export');
    if (!root) throw new ImportRefused('unreadable');
    children(root, 'note').forEach((note, index) => {
      const read = readNote(file, note, index, sort);
      if ('note' in read && read.note) notes.push(read.note);
      skipped.push(...read.skip);
    });
  }
  return { notes, skipped };
}
