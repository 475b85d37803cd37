import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTE_LINKS_PATHS,
  NOTE_TRANSFER_PATHS,
  NOTE_VERSIONS_PATHS,
  NOTES_PATHS,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { archive, noteTransferCalls } from '../test/noteTransfer.ts';
import { notesTestServer } from '../test/notes.ts';

const notesServer = notesTestServer();
const { server, call, signUp, list } = notesServer;
const { send, preview, apply, exported } = noteTransferCalls(notesServer);

/** The Markdown folder fixture: front matter, a checklist, and relative links both ways. */
const FOLDER = {
  'vault/Trip.md': [
    '---',
    'title: Trip to Lisbon',
    'tags: [travel/europe, Plans]',
    'created: 2024-03-01T10:00:00Z',
    '---',
    '# Packing',
    '',
    '- [x] passport',
    '- [ ] charger',
    '',
    'See [the budget](money/Budget%20sheet.md).',
  ].join('\n'),
  'vault/money/Budget sheet.md': 'Flights **400**. Back to [the trip](../Trip.md).',
  'vault/notes.txt': 'Plain text stays text.',
  'vault/photo.png': 'not a note',
};

async function noteCount(token: string) {
  return (await list(token, { limit: '100' })).items.length;
}

let alice: string;
beforeAll(async () => {
  alice = await signUp('alice');
});

describe('importing Markdown', () => {
  it('previews the counts without writing, then imports with links, tags, dates and history', async () => {
    const zip = archive(FOLDER);
    const previewed = await preview(alice, { 'vault.zip': zip });
    expect(previewed).toMatchObject({
      format: 'markdown',
      created: 3,
      duplicates: 0,
      skippedCount: 1,
    });
    expect(previewed.skipped).toEqual([{ name: 'vault/photo.png', reason: 'unsupported_type' }]);
    expect(await noteCount(alice)).toBe(0);

    const applied = await apply(alice, { 'vault.zip': zip });
    expect(applied).toMatchObject({ created: 3, duplicates: 0 });
    const notes = (await list(alice)).items;
    const trip = notes.find((note) => note.title === 'Trip to Lisbon')!;
    const budget = notes.find((note) => note.title === 'Budget sheet')!;
    expect(trip.tags).toEqual(['travel/europe', 'plans']);
    expect(trip.createdAt).toBe('2024-03-01T10:00:00.000Z');
    expect(trip.content.content?.[1]).toMatchObject({
      type: 'taskList',
      content: [{ attrs: { checked: true } }, { attrs: { checked: false } }],
    });
    const links = await call(alice, { url: NOTE_LINKS_PATHS.links(trip.id) });
    expect(links.json()).toMatchObject({ items: [{ noteId: budget.id, title: 'Budget sheet' }] });
    const back = await call(alice, { url: NOTE_LINKS_PATHS.links(budget.id) });
    expect(back.json()).toMatchObject({ items: [{ noteId: trip.id }] });
    const versions = await call(alice, { url: NOTE_VERSIONS_PATHS.list(trip.id) });
    expect(versions.json()).toMatchObject({ items: [{ source: 'import' }] });

    const again = await apply(alice, { 'vault.zip': zip });
    expect(again).toMatchObject({ created: 0, duplicates: 3 });
    expect(await noteCount(alice)).toBe(3);
  });

  it('imports several files sent together', async () => {
    const token = await signUp('several');
    const result = await apply(token, { 'a.md': '# A', 'b.txt': 'B' });
    expect(result.created).toBe(2);
  });
});

describe('hostile imports are refused whole, with nothing written', () => {
  let token: string;
  beforeAll(async () => {
    token = await signUp('mallory');
  });

  const refused = async (
    files: Record<string, string | Uint8Array>,
    status: number,
    field?: string,
  ) => {
    for (const url of [NOTE_TRANSFER_PATHS.importPreview, NOTE_TRANSFER_PATHS.import]) {
      const response = await send(token, url, files);
      expect(response.statusCode, response.body).toBe(status);
      if (field) expect(response.json().error.fields).toEqual({ files: field });
    }
    expect(await noteCount(token)).toBe(0);
  };

  it('a list nested a thousand deep', async () => {
    const deep = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    await refused({ 'ok.md': 'fine', 'deep.md': deep }, 422, 'too_complex');
  });

  it('an archive with a path climbing out of it', async () => {
    await refused(
      { 'evil.zip': archive({ 'ok.md': 'fine', '../../etc/evil.md': 'x' }) },
      422,
      'invalid',
    );
  });

  it('a zip bomb: an entry unpacking past the size it declares', async () => {
    const zip = archive({ 'ok.md': 'fine', 'bomb.md': new Uint8Array(8 * 1024 * 1024) });
    // Declare 100 bytes for bomb.md in its local header and in the central directory.
    const view = Buffer.from(zip);
    for (let at = 0; at < view.length - 4; at++) {
      const signature = view.readUInt32LE(at);
      const name = (offset: number) => view.subarray(offset, offset + 7).toString();
      if (signature === 0x04034b50 && name(at + 30) === 'bomb.md') view.writeUInt32LE(100, at + 22);
      if (signature === 0x02014b50 && name(at + 46) === 'bomb.md') view.writeUInt32LE(100, at + 24);
    }
    await refused({ 'bomb.zip': view }, 413);
  });

  it('a zip bomb: entries unpacking past the import limit together', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 130 }, (_, i) => [`n${i}.md`, new Uint8Array(1024 * 1024)]),
    );
    await refused({ 'many.zip': archive(entries) }, 413);
  });

  it('an upload of a type that is not imported', async () => {
    await refused({ 'photo.png': 'png' }, 415);
  });
});

describe('exporting', () => {
  it('writes one note as Markdown with front matter', async () => {
    const token = await signUp('one');
    await apply(token, { 'Plan.md': '---\ntags: [work]\n---\n# Goals\n\n- ship' });
    const [note] = (await list(token)).items;
    const response = await call(token, { url: NOTE_TRANSFER_PATHS.exportOne(note!.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Plan.md');
    expect(response.body).toContain(`quire_id: ${note!.id}`);
    expect(response.body).toContain('# Goals\n\n- ship\n');
    const other = await signUp('other');
    expect((await call(other, { url: NOTE_TRANSFER_PATHS.exportOne(note!.id) })).statusCode).toBe(
      404,
    );
  });

  it('puts notes in a folder per top-level tag, links as relative paths, archived and trash on request', async () => {
    const files = await exported(alice);
    expect(Object.keys(files).sort()).toEqual([
      'Budget sheet.md',
      'notes.md',
      'travel/Trip to Lisbon.md',
    ]);
    expect(files['Budget sheet.md']).toContain('[Trip to Lisbon](travel/Trip%20to%20Lisbon.md)');
    expect(files['travel/Trip to Lisbon.md']).toContain('[Budget sheet](../Budget%20sheet.md)');

    const [note] = (await list(alice)).items;
    await call(alice, { method: 'POST', url: NOTES_PATHS.archive(note!.id) });
    expect(Object.keys(await exported(alice))).toHaveLength(2);
    expect(Object.keys(await exported(alice, { archived: 'true' }))).toHaveLength(3);
    expect(Object.keys(await exported(alice, { tag: 'travel' }))).toEqual([
      'travel/Trip to Lisbon.md',
    ]);
  });
});

it('keeps the import table with the note: deleting the note lets it be imported again', async () => {
  const token = await signUp('again');
  await apply(token, { 'x.md': 'x' });
  const [note] = (await list(token)).items;
  await call(token, { method: 'DELETE', url: NOTES_PATHS.one(note!.id) });
  const rows = await server.database.db.many(
    sql`SELECT 1 FROM note_import_sources WHERE note_id = ${note!.id}`,
  );
  expect(rows).toHaveLength(0);
  expect((await apply(token, { 'x.md': 'x' })).created).toBe(1);
});
