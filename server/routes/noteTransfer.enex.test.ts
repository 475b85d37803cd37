import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILES_PATHS,
  listFilesResponseSchema,
  listNoteLinksResponseSchema,
  NOTE_IMPORT_LIMITS,
  NOTE_LINKS_PATHS,
  NOTE_TRANSFER_PATHS,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { noteTransferCalls } from '../test/noteTransfer.ts';
import { notesTestServer } from '../test/notes.ts';

/** Small enough that one larger attachment finds no room, large enough for the fixture's. */
const QUOTA_BYTES = 64 * 1024;

const notesServer = notesTestServer({ config: { filesQuotaBytes: QUOTA_BYTES } });
const { signUp, list, read, server } = notesServer;
const { apply, preview, send } = noteTransferCalls(notesServer);

const enml = (body: string) =>
  `<![CDATA[<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd"><en-note>${body}</en-note>]]>`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** A `<resource>` as Evernote writes one: base64 in lines of 76, its type and maybe its name. */
const resource = (bytes: Buffer, mime: string, fileName?: string) =>
  `<resource><data encoding="base64">${bytes
    .toString('base64')
    .replace(/.{76}/g, '$&\n')}</data><mime>${mime}</mime>${
    fileName === undefined
      ? ''
      : `<resource-attributes><file-name>${fileName}</file-name></resource-attributes>`
  }</resource>`;

const enex = (notes: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
<en-export export-date="20240301T100000Z" application="Evernote">${notes}</en-export>`;

/**
 * The ENEX fixture: two notes, tags, dates, a checklist, and attachments: a PDF and a PNG kept
 * as files (the PNG unnamed), a Word file and a "PNG" whose bytes are text, both listed.
 */
const ENEX = enex(`
  <note>
    <title>Groceries</title>
    <created>20240301T100000Z</created>
    <updated>20240302T110000Z</updated>
    <tag>Home</tag><tag>lists/weekly</tag>
    <content>${enml('<div><b>Buy</b>&nbsp;today:</div><div><en-todo checked="true"/>milk</div><div><en-todo checked="false"/>bread</div><en-media type="application/pdf" hash="abc"/>')}</content>
    ${resource(PDF, 'application/pdf', 'receipt.pdf')}
    ${resource(PNG, 'image/png')}
    ${resource(Buffer.from('PK\x03\x04 a document'), 'application/msword', 'list.doc')}
    ${resource(Buffer.from('not an image at all'), 'image/png', 'fake.png')}
  </note>
  <note>
    <title>Reading</title>
    <created>20240105T080000Z</created>
    <content>${enml('<h2>Books</h2><ul><li>One</li><li><a href="https://example.com">Two</a></li></ul>')}</content>
  </note>`);

const filesOf = async (token: string) =>
  (await read(token, FILES_PATHS.list, listFilesResponseSchema)).items;

/** Every stored file row and block of the database, whoever owns them. */
const storedCounts = () =>
  server.database.db.one<{ files: string; blocks: string; jobs: string }>(sql`
    SELECT (SELECT count(*) FROM files) AS files, (SELECT count(*) FROM file_blocks) AS blocks,
      (SELECT count(*) FROM file_jobs) AS jobs`);

let token: string;
beforeAll(async () => {
  token = await signUp('evernote');
});

it('imports an Evernote export: ENML, checklists, tags, dates; PDFs and images kept as files', async () => {
  const previewed = await preview(token, { 'notes.enex': ENEX });
  expect(previewed).toMatchObject({ format: 'enex', created: 2, skippedCount: 2 });
  expect(previewed.attachmentsKept).toBe(2);
  expect(previewed.skipped).toEqual([
    { name: 'notes.enex: Groceries: list.doc', reason: 'attachment_not_kept' },
    { name: 'notes.enex: Groceries: fake.png', reason: 'attachment_not_kept' },
  ]);
  expect(await filesOf(token)).toEqual([]);
  const applied = await apply(token, { 'notes.enex': ENEX });
  expect(applied).toMatchObject({ created: 2, attachmentsKept: 2, skippedCount: 2 });
  const notes = (await list(token)).items;
  const groceries = notes.find((note) => note.title === 'Groceries')!;
  // Kept in one transaction, the files share their time, so the list's order between them is
  // not the note's: compared by name.
  const files = (await filesOf(token)).sort((a, b) => a.name.localeCompare(b.name));
  expect(files.map(({ name, kind, size, status }) => ({ name, kind, size, status }))).toEqual([
    { name: 'Groceries 2.png', kind: 'image', size: PNG.length, status: 'queued' },
    { name: 'receipt.pdf', kind: 'pdf', size: PDF.length, status: 'queued' },
  ]);
  const links = await read(
    token,
    NOTE_LINKS_PATHS.links(groceries.id),
    listNoteLinksResponseSchema,
  );
  expect(links.others).toEqual(
    expect.arrayContaining(
      files.map((file) => ({ kind: 'file', id: file.id, title: file.name, calendar: null })),
    ),
  );
  const pdf = files.find((file) => file.kind === 'pdf')!;
  const png = files.find((file) => file.kind === 'image')!;
  const jobs = await server.database.db.one<{ count: string }>(sql`
    SELECT count(*) FROM file_jobs WHERE file_id = ANY (${files.map((file) => file.id)}::uuid[])`);
  expect(Number(jobs.count)).toBe(2);
  const content = await notesServer.call(token, { url: FILES_PATHS.content(pdf.id) });
  expect(content.rawPayload.equals(PDF)).toBe(true);
  expect(groceries.tags).toEqual(['home', 'lists/weekly']);
  expect(groceries.createdAt).toBe('2024-03-01T10:00:00.000Z');
  expect(groceries.updatedAt).toBe('2024-03-02T11:00:00.000Z');
  expect(groceries.content.content).toEqual([
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Buy', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' today:' },
      ],
    },
    {
      type: 'taskList',
      content: [
        {
          type: 'taskItem',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'milk' }] }],
        },
        {
          type: 'taskItem',
          attrs: { checked: false },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'bread' }] }],
        },
      ],
    },
    // The note links its files in the order of its attachments.
    ...[pdf, png].map((file) => ({
      type: 'paragraph',
      content: [{ type: 'noteLink', attrs: { noteId: file.id, kind: 'file' } }],
    })),
  ]);
  const reading = notes.find((note) => note.title === 'Reading')!;
  expect(reading.content.content?.[0]).toEqual({
    type: 'heading',
    attrs: { level: 2 },
    content: [{ type: 'text', text: 'Books' }],
  });
  const again = await apply(token, { 'notes.enex': ENEX });
  expect(again).toMatchObject({ created: 0, duplicates: 2, attachmentsKept: 0 });
  expect(await filesOf(token)).toHaveLength(2);
  const stranger = await signUp('stranger');
  expect(await filesOf(stranger)).toEqual([]);
  const peek = await notesServer.call(stranger, { url: FILES_PATHS.one(files[0]!.id) });
  expect(peek.statusCode).toBe(404);
});

it('writes no file and no block when the import fails after keeping attachments', async () => {
  const user = await signUp('unlucky');
  const before = await storedCounts();
  // A failure after the first note's files were written, inside the same transaction.
  await server.database.db.execute(sql`
    CREATE FUNCTION refuse_exploding_note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.title = 'Explode' THEN RAISE EXCEPTION 'forced failure'; END IF;
      RETURN NEW;
    END $$`);
  await server.database.db.execute(sql`
    CREATE TRIGGER refuse_exploding_note BEFORE INSERT ON notes
    FOR EACH ROW EXECUTE FUNCTION refuse_exploding_note()`);
  try {
    const failing = ENEX.replace('<title>Reading</title>', '<title>Explode</title>');
    const response = await send(user, NOTE_TRANSFER_PATHS.import, { 'notes.enex': failing });
    expect(response.statusCode, response.body).toBe(500);
  } finally {
    await server.database.db.execute(sql`DROP TRIGGER refuse_exploding_note ON notes`);
    await server.database.db.execute(sql`DROP FUNCTION refuse_exploding_note()`);
  }
  expect(await storedCounts()).toEqual(before);
  expect(await filesOf(user)).toEqual([]);
  expect((await list(user)).items).toEqual([]);
});

describe('attachments the files cannot hold', () => {
  const note = (title: string, resources: string) =>
    `<note><title>${title}</title><content>${enml('<div>x</div>')}</content>${resources}</note>`;

  it('lists one past the quota, keeping the ones before it', async () => {
    const user = await signUp('quota');
    const big = Buffer.concat([PNG, Buffer.alloc(QUOTA_BYTES, 1)]);
    const upload = {
      'big.enex': enex(
        note(
          'Scans',
          resource(PNG, 'image/png', 'small.png') + resource(big, 'image/png', 'big.png'),
        ),
      ),
    };
    const expected = {
      attachmentsKept: 1,
      skipped: [{ name: 'big.enex: Scans: big.png', reason: 'attachment_over_quota' }],
    };
    expect(await preview(user, upload)).toMatchObject(expected);
    expect(await apply(user, upload)).toMatchObject({ created: 1, ...expected });
    expect((await filesOf(user)).map((file) => file.name)).toEqual(['small.png']);
  });

  it('keeps at most NOTE_IMPORT_LIMITS.keptAttachments per import', async () => {
    const user = await signUp('many');
    const upload = {
      'many.enex': enex(
        note(
          'Album',
          Array.from({ length: NOTE_IMPORT_LIMITS.keptAttachments + 2 }, (_, i) =>
            resource(PNG, 'image/png', `photo ${i}.png`),
          ).join(''),
        ),
      ),
    };
    const result = await apply(user, upload);
    expect(result.attachmentsKept).toBe(NOTE_IMPORT_LIMITS.keptAttachments);
    expect(result.skipped.map((item) => item.reason)).toEqual([
      'attachment_limit',
      'attachment_limit',
    ]);
    expect(await filesOf(user)).toHaveLength(NOTE_IMPORT_LIMITS.keptAttachments);
  });
});

it('refuses an ENEX declaring entities (an external entity), writing nothing', async () => {
  const other = await signUp('xxe');
  const hostile = ENEX.replace(
    '<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">',
    '<!DOCTYPE en-export [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  ).replace('<title>Reading</title>', '<title>&xxe;</title>');
  const response = await send(other, NOTE_TRANSFER_PATHS.import, { 'notes.enex': hostile });
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().error.fields).toEqual({ files: 'invalid' });
  expect((await list(other)).items).toHaveLength(0);
});
