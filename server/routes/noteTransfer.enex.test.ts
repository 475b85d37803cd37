import { beforeAll, expect, it } from 'vitest';
import { NOTE_TRANSFER_PATHS } from '@/api/schema';
import { noteTransferCalls } from '../test/noteTransfer.ts';
import { notesTestServer } from '../test/notes.ts';

const notesServer = notesTestServer();
const { signUp, list } = notesServer;
const { apply, preview, send } = noteTransferCalls(notesServer);

const enml = (body: string) =>
  `<![CDATA[<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd"><en-note>${body}</en-note>]]>`;

/** The ENEX fixture: two notes, tags, dates, a checklist and a PDF attachment. */
const ENEX = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
<en-export export-date="20240301T100000Z" application="Evernote">
  <note>
    <title>Groceries</title>
    <created>20240301T100000Z</created>
    <updated>20240302T110000Z</updated>
    <tag>Home</tag><tag>lists/weekly</tag>
    <content>${enml('<div><b>Buy</b>&nbsp;today:</div><div><en-todo checked="true"/>milk</div><div><en-todo checked="false"/>bread</div><en-media type="application/pdf" hash="abc"/>')}</content>
    <resource><data encoding="base64">JVBERi0=</data><mime>application/pdf</mime>
      <resource-attributes><file-name>receipt.pdf</file-name></resource-attributes></resource>
  </note>
  <note>
    <title>Reading</title>
    <created>20240105T080000Z</created>
    <content>${enml('<h2>Books</h2><ul><li>One</li><li><a href="https://example.com">Two</a></li></ul>')}</content>
  </note>
</en-export>`;

let token: string;
beforeAll(async () => {
  token = await signUp('evernote');
});

it('imports an Evernote export: ENML, checklists, tags, dates; attachments listed', async () => {
  const previewed = await preview(token, { 'notes.enex': ENEX });
  expect(previewed).toMatchObject({ format: 'enex', created: 2, skippedCount: 1 });
  expect(previewed.skipped).toEqual([
    { name: 'notes.enex: Groceries: receipt.pdf', reason: 'attachment_not_kept' },
  ]);
  expect((await apply(token, { 'notes.enex': ENEX })).created).toBe(2);
  const notes = (await list(token)).items;
  const groceries = notes.find((note) => note.title === 'Groceries')!;
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
  ]);
  const reading = notes.find((note) => note.title === 'Reading')!;
  expect(reading.content.content?.[0]).toEqual({
    type: 'heading',
    attrs: { level: 2 },
    content: [{ type: 'text', text: 'Books' }],
  });
  expect((await apply(token, { 'notes.enex': ENEX })).duplicates).toBe(2);
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
