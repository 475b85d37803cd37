import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_LIMITS,
  FILES_PATHS,
  listFilesResponseSchema,
  NOTE_TRANSFER_PATHS,
  type Note,
} from '@/api/schema';
import { archive, noteTransferCalls } from '../test/noteTransfer.ts';
import { notesTestServer } from '../test/notes.ts';

const notesServer = notesTestServer();
const { signUp, list, read } = notesServer;
const { apply, preview, send } = noteTransferCalls(notesServer);

const usec = (iso: string) => Date.parse(iso) * 1000;

/** A note as Keep's Takeout writes it, with the keys this import does not read. */
const keepNote = (fields: Record<string, unknown>) =>
  JSON.stringify({
    color: 'DEFAULT',
    isTrashed: false,
    isPinned: false,
    isArchived: false,
    title: '',
    textContentHtml: '<p dir="ltr">ignored</p>',
    userEditedTimestampUsec: usec('2024-03-02T11:00:00Z'),
    createdTimestampUsec: usec('2024-03-01T10:00:00Z'),
    ...fields,
  });

const GROCERIES = keepNote({
  title: 'Groceries',
  listContent: [
    { textHtml: '<p>milk</p>', text: 'milk', isChecked: true },
    { textHtml: '<p>bread</p>', text: 'bread', isChecked: false },
  ],
  // A blank label and one longer than a tag may be are dropped; the note still imports.
  labels: [{ name: 'Home' }, { name: 'work/acme' }, { name: '  ' }, { name: 'x'.repeat(41) }],
  color: 'CERULEAN',
  isPinned: true,
});

/** A Takeout archive: three notes, each with its .html twin, an attachment, Takeout's own files. */
const TAKEOUT = {
  'Takeout/archive_browser.html': '<html>index</html>',
  'Takeout/Keep/Labels.txt': 'Home\nwork/acme\n',
  'Takeout/Keep/Groceries.json': GROCERIES,
  'Takeout/Keep/Groceries.html': '<html>Groceries</html>',
  'Takeout/Keep/Trip ideas.json': keepNote({
    title: 'Trip ideas',
    textContent: '\nLisbon\n\nPorto\r\n',
    color: 'PINK',
    isArchived: true,
    attachments: [{ filePath: '1a2b3c.png', mimetype: 'image/png' }],
    createdTimestampUsec: 1e30,
    userEditedTimestampUsec: -5,
  }),
  'Takeout/Keep/Trip ideas.html': '<html>Trip ideas</html>',
  'Takeout/Keep/1a2b3c.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  'Takeout/Keep/Old.json': keepNote({ title: 'Old', textContent: 'gone', isTrashed: true }),
  'Takeout/Keep/Old.html': '<html>Old</html>',
};

const paragraph = (text?: string) =>
  text ? { type: 'paragraph', content: [{ type: 'text', text }] } : { type: 'paragraph' };

/** The note lists' three views: live, archived and trash. */
const VIEWS: Record<string, string>[] = [{}, { archived: 'true' }, { trashed: 'true' }];

async function everyNote(token: string): Promise<Note[]> {
  const pages = await Promise.all(VIEWS.map((query) => list(token, query)));
  return pages.flatMap((page) => page.items);
}

let token: string;
beforeAll(async () => {
  token = await signUp('keep');
});

describe('importing a Google Keep Takeout', () => {
  it('previews, then imports text, checklists, labels, colours, flags and dates', async () => {
    const zip = archive(TAKEOUT);
    const previewed = await preview(token, { 'takeout.zip': zip });
    expect(previewed).toMatchObject({ format: 'keep', created: 3, duplicates: 0, skippedCount: 1 });
    // The .html twins, Labels.txt and the index page are not listed; the attachment is, once.
    expect(previewed.skipped).toEqual([
      { name: 'Takeout/Keep/Trip ideas.json: 1a2b3c.png', reason: 'attachment_not_kept' },
    ]);
    expect(await everyNote(token)).toHaveLength(0);

    const started = Date.now();
    expect(await apply(token, { 'takeout.zip': zip })).toMatchObject({ created: 3 });
    const notes = await everyNote(token);
    const byTitle = (title: string) => notes.find((note) => note.title === title)!;

    const groceries = byTitle('Groceries');
    expect(groceries).toMatchObject({
      tags: ['home', 'work/acme'],
      color: 'blue',
      pinned: true,
      archived: false,
      trashedAt: null,
      createdAt: '2024-03-01T10:00:00.000Z',
      updatedAt: '2024-03-02T11:00:00.000Z',
    });
    expect(groceries.content.content).toEqual([
      {
        type: 'taskList',
        content: [
          { type: 'taskItem', attrs: { checked: true }, content: [paragraph('milk')] },
          { type: 'taskItem', attrs: { checked: false }, content: [paragraph('bread')] },
        ],
      },
    ]);

    const trip = byTitle('Trip ideas');
    expect(trip).toMatchObject({ color: 'red', archived: true, pinned: false, tags: [] });
    expect(trip.content.content).toEqual([paragraph('Lisbon'), paragraph(), paragraph('Porto')]);
    // Times out of range mean "when imported".
    expect(Date.parse(trip.createdAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(trip.updatedAt)).toBeGreaterThanOrEqual(started - 1000);

    const old = byTitle('Old');
    expect(old.color).toBe('default');
    expect(old.trashedAt).not.toBeNull();
    expect(old.content.content).toEqual([paragraph('gone')]);
  });

  it('skips the notes imported before, from the archive or picked out of it', async () => {
    expect(await apply(token, { 'takeout.zip': archive(TAKEOUT) })).toMatchObject({
      created: 0,
      duplicates: 3,
    });
    expect(await apply(token, { 'Groceries.json': GROCERIES })).toMatchObject({
      created: 0,
      duplicates: 1,
    });
    expect(await everyNote(token)).toHaveLength(3);
  });
});

describe('Keep notes sent as .json files', () => {
  it('imports the readable ones and lists the rest', async () => {
    const other = await signUp('keep-files');
    const deep = 100_000;
    const result = await apply(other, {
      'Plain.json': keepNote({ title: 'Plain', textContent: 'one\ntwo' }),
      'broken.json': '{"title": "half',
      'array.json': '[1, 2]',
      'no-content.json': JSON.stringify({ title: 'nothing to import' }),
      'nul.json': keepNote({ title: 'a\u0000b', textContent: 'x' }),
      'nested.json': `{"title": ${'['.repeat(deep)}${']'.repeat(deep)}, "textContent": "x"}`,
      // Unknown keys are not read, however deep.
      'extra.json': keepNote({ title: 'Extra', textContent: 'x' }).replace(
        /}$/,
        `, "future": ${'['.repeat(deep)}${']'.repeat(deep)}}`,
      ),
      'long list.json': keepNote({
        title: 'Long list',
        listContent: Array.from({ length: 25_000 }, () => ({ text: 'a', isChecked: false })),
      }),
      'big.json': keepNote({ title: 'Big', textContent: 'x'.repeat(1024 * 1024) }),
    });
    expect(result).toMatchObject({ format: 'keep', created: 2 });
    expect(result.titles.sort()).toEqual(['Extra', 'Plain']);
    expect(result.skipped.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'array.json', reason: 'unreadable' },
      { name: 'big.json', reason: 'too_large' },
      { name: 'broken.json', reason: 'unreadable' },
      { name: 'long list.json', reason: 'too_large' },
      { name: 'nested.json', reason: 'unreadable' },
      { name: 'no-content.json', reason: 'unreadable' },
      { name: 'nul.json', reason: 'unreadable' },
    ]);
    const plain = (await list(other)).items.find((note) => note.title === 'Plain')!;
    expect(plain.content.content).toEqual([paragraph('one'), paragraph('two')]);
  });

  it('refuses an upload mixing Keep notes with another format, writing nothing', async () => {
    const other = await signUp('keep-mixed');
    const note = keepNote({ title: 'A', textContent: 'a' });
    const uploads: Record<string, string | Uint8Array>[] = [
      { 'a.json': note, 'b.md': '# B' },
      { 'mixed.zip': archive({ 'a.json': note, 'b.md': '# B' }) },
    ];
    for (const files of uploads) {
      const response = await send(other, NOTE_TRANSFER_PATHS.import, files);
      expect(response.statusCode, response.body).toBe(415);
    }
    expect(await everyNote(other)).toHaveLength(0);
  });
});

describe('Keep attachments', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(32, 3),
  ]);
  const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
  const WITH_FILES = {
    'Takeout/Keep/Receipts.json': keepNote({
      title: 'Receipts',
      textContent: 'March',
      attachments: [
        { filePath: 'scan.png', mimetype: 'image/png' },
        { filePath: 'bill.pdf', mimetype: 'application/pdf' },
        { filePath: 'memo.3gp', mimetype: 'audio/3gpp' },
        { filePath: 'lost.jpg', mimetype: 'image/jpeg' },
        { filePath: 'huge.png', mimetype: 'image/png' },
      ],
    }),
    'Takeout/Keep/scan.png': PNG,
    'Takeout/Keep/bill.pdf': PDF,
    'Takeout/Keep/memo.3gp': 'audio',
    'Takeout/Keep/stray.png': PNG,
    // Past a file's size: listed by its note alone, never unpacked.
    'Takeout/Keep/huge.png': Buffer.concat([PNG, Buffer.alloc(FILE_LIMITS.fileBytes)]),
  };

  it('keeps the PDFs and images a note names as files linked from it, once', async () => {
    const user = await signUp('keep-attachments');
    const zip = archive(WITH_FILES);
    const expected = {
      created: 1,
      attachmentsKept: 2,
      skipped: [
        { name: 'Takeout/Keep/stray.png', reason: 'unsupported_type' },
        { name: 'Takeout/Keep/Receipts.json: memo.3gp', reason: 'attachment_not_kept' },
        { name: 'Takeout/Keep/Receipts.json: lost.jpg', reason: 'attachment_not_kept' },
        { name: 'Takeout/Keep/Receipts.json: huge.png', reason: 'attachment_too_large' },
      ],
    };
    expect(await preview(user, { 'takeout.zip': zip })).toMatchObject(expected);
    expect(await apply(user, { 'takeout.zip': zip })).toMatchObject(expected);
    const files = (await read(user, FILES_PATHS.list, listFilesResponseSchema)).items;
    expect(files.map((file) => [file.name, file.kind]).sort()).toEqual([
      ['bill.pdf', 'pdf'],
      ['scan.png', 'image'],
    ]);
    const [receipts] = (await list(user)).items;
    const linked = receipts!.content.content!.slice(1).map((block) => block.content![0]!.attrs);
    expect(linked.map((attrs) => attrs!.kind)).toEqual(['file', 'file']);
    expect(linked.map((attrs) => attrs!.noteId).sort()).toEqual(files.map((f) => f.id).sort());

    expect(await apply(user, { 'takeout.zip': zip })).toMatchObject({
      created: 0,
      duplicates: 1,
      attachmentsKept: 0,
    });
    expect((await read(user, FILES_PATHS.list, listFilesResponseSchema)).items).toHaveLength(2);
  });
});
