import { strToU8, zipSync } from 'fflate';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  NOTE_IMPORT_FIELD,
  NOTE_IMPORT_LIMITS,
  NOTE_TRANSFER_PATHS,
  noteImportResultSchema,
  type CreateNoteRequest,
  type Note,
  type NoteImportResult,
  type NoteImportSkip,
} from '@/api/schema';
import { apiUrl, errorFrom, jsonFrom } from './http';
import { contentFromParagraphs } from './notesFixtures';
import type { NotesStore } from './notesStore';

export interface NoteTransferOptions {
  /** `'hold'` never answers (the dialog's progress); a number waits that long first. */
  latency?: number | 'hold';
}

interface Read {
  notes: (CreateNoteRequest & { sourceId: string })[];
  duplicates: number;
  skipped: NoteImportSkip[];
}

const markdownOf = (note: Note) => `---\ntitle: ${note.title}\n---\n\n${note.plainText}\n`;
const isMarkdown = (name: string) => /\.(md|markdown|txt)$/i.test(name);
const frontMatterTitle = (text: string) =>
  /^---\n(?:.*\n)*?title:\s*(.+)\n(?:.*\n)*?---\n/.exec(text)?.[1]?.trim();
const withoutFrontMatter = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');

/**
 * Import and export over a NotesStore, for Markdown and text files (Evernote, Keep and archives
 * are the real server's): the same answers as the server for what both read, which the contract
 * test checks. A note is known again by its file's name and text, as the server knows it by both.
 */
export function noteTransferHandlers(
  store: NotesStore,
  options: NoteTransferOptions = {},
): HttpHandler[] {
  const imported = new Set<string>();
  const wait = async () => {
    if (options.latency === 'hold') await delay('infinite');
    else if (options.latency) await delay(options.latency);
  };

  async function read(request: Request): Promise<Read | Response> {
    const files = (await request.formData())
      .getAll(NOTE_IMPORT_FIELD)
      .filter((part): part is File => typeof part !== 'string');
    if (files.length === 0)
      return errorFrom('validation_failed', 'Attach the files to import.', {
        [NOTE_IMPORT_FIELD]: 'required',
      });
    if (files.reduce((sum, file) => sum + file.size, 0) > NOTE_IMPORT_LIMITS.uploadBytes)
      return errorFrom('payload_too_large', 'The upload is too large.');
    if (!files.every((file) => isMarkdown(file.name)))
      return errorFrom('unsupported_media_type', 'This type of file cannot be imported.');
    const result: Read = { notes: [], duplicates: 0, skipped: [] };
    for (const file of files) {
      if (file.size > NOTE_IMPORT_LIMITS.noteSourceBytes) {
        result.skipped.push({ name: file.name, reason: 'too_large' });
        continue;
      }
      const text = await file.text();
      const sourceId = `md:${file.name}\0${text}`;
      if (imported.has(sourceId)) {
        result.duplicates += 1;
        continue;
      }
      const body = withoutFrontMatter(text).trim();
      result.notes.push({
        sourceId,
        title: frontMatterTitle(text) ?? file.name.replace(/\.[^.]+$/, ''),
        ...contentFromParagraphs(body ? body.split(/\n+/) : []),
      });
    }
    return result;
  }

  const summary = (read: Read): NoteImportResult => ({
    format: 'markdown',
    created: read.notes.length,
    duplicates: read.duplicates,
    skippedCount: read.skipped.length,
    skipped: read.skipped,
    // Markdown has no attachments: only an ENEX or Keep import keeps files.
    attachmentsKept: 0,
    titles: read.notes.map((note) => note.title ?? ''),
  });

  return [
    http.post(apiUrl(NOTE_TRANSFER_PATHS.importPreview), async ({ request }) => {
      await wait();
      const outcome = await read(request);
      return outcome instanceof Response
        ? outcome
        : jsonFrom(noteImportResultSchema, summary(outcome));
    }),
    http.post(apiUrl(NOTE_TRANSFER_PATHS.import), async ({ request }) => {
      await wait();
      const outcome = await read(request);
      if (outcome instanceof Response) return outcome;
      for (const { sourceId, ...note } of outcome.notes) {
        store.create(note);
        imported.add(sourceId);
      }
      return jsonFrom(noteImportResultSchema, summary(outcome));
    }),
    http.get(apiUrl(NOTE_TRANSFER_PATHS.exportAll), async () => {
      await wait();
      // The live notes, one Markdown file each (the server's front matter and folders aside).
      const files: Record<string, Uint8Array> = {};
      for (const note of store.documents()) {
        if (note.archived || note.trashedAt) continue;
        const base = note.title || 'Untitled';
        let name = `${base}.md`;
        for (let n = 2; name in files; n++) name = `${base} ${n}.md`;
        files[name] = strToU8(markdownOf(note));
      }
      return new HttpResponse(zipSync(files), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="Quire notes.zip"`,
        },
      });
    }),
    http.get(apiUrl(NOTE_TRANSFER_PATHS.exportOne(':id')), async ({ params }) => {
      await wait();
      const note = store.get(String(params.id));
      if (!note) return errorFrom('not_found', 'Note not found.');
      const name = `${note.title || 'Untitled'}.md`;
      return new HttpResponse(markdownOf(note), {
        headers: {
          'content-type': 'text/markdown; charset=utf-8',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    }),
  ];
}
