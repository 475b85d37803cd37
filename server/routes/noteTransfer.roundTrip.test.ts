import { beforeAll, expect, it } from 'vitest';
import type { Note, NoteContent, NoteMark, NoteNode } from '@/api/schema';
import { documentText } from '../services/notes/documentText.ts';
import { noteTransferCalls } from '../test/noteTransfer.ts';
import { notesTestServer } from '../test/notes.ts';

const notesServer = notesTestServer();
const { signUp, create, list, call } = notesServer;
const { apply, exportZip } = noteTransferCalls(notesServer);

const text = (value: string, marks: NoteMark[] = []): NoteNode =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const para = (...content: NoteNode[]) => ({ type: 'paragraph', content });
const item = (type: string, ...content: NoteNode[]) => ({ type, content });

/** Every kind of block and mark the editor writes, and a link to `target`. */
function everyBlock(target: string): NoteContent {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [text('Heading one')] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Heading three')] },
      para(
        text('Plain, '),
        text('bold', [{ type: 'bold' }]),
        text(' '),
        text('italic', [{ type: 'italic' }]),
        text(' '),
        text('both', [{ type: 'bold' }, { type: 'italic' }]),
        text(' '),
        text('struck', [{ type: 'strike' }]),
        text(' '),
        text('under', [{ type: 'underline' }]),
        text(' '),
        text('a `tick`', [{ type: 'code' }]),
        text(' '),
        text('site', [{ type: 'link', attrs: { href: 'https://example.com/a_(b)' } }]),
        text(' see '),
        { type: 'noteLink', attrs: { noteId: target } },
        text(' *not emphasis* #not-heading 1. [x] <b>'),
      ),
      para(text('line one'), { type: 'hardBreak' }, text('line two')),
      item(
        'bulletList',
        item(
          'listItem',
          para(text('first')),
          item('bulletList', item('listItem', para(text('nested')))),
        ),
        item('listItem', para(text('second')), para(text('second paragraph'))),
      ),
      {
        type: 'orderedList',
        attrs: { start: 4, type: null },
        content: [item('listItem', para(text('four'))), item('listItem', para(text('five')))],
      },
      item(
        'taskList',
        { type: 'taskItem', attrs: { checked: true }, content: [para(text('done'))] },
        { type: 'taskItem', attrs: { checked: false }, content: [para(text('open'))] },
      ),
      item(
        'blockquote',
        para(text('quoted')),
        item('bulletList', item('listItem', para(text('in quote')))),
      ),
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const x = `a`;\n```\nend')] },
      { type: 'horizontalRule' },
      para(text('the end')),
    ],
  };
}

/** A document with note ids replaced through `ids`, to compare across accounts. */
const mapped = (doc: unknown, ids: Map<string, string>) =>
  JSON.parse(JSON.stringify(doc), (key, value: unknown) =>
    key === 'noteId' && typeof value === 'string' ? (ids.get(value) ?? value) : value,
  ) as unknown;

let source: string;
let fresh: string;
beforeAll(async () => {
  source = await signUp('source');
  fresh = await signUp('fresh');
});

it('exports every note of an account and imports it into a new one, documents equal', async () => {
  const target = await create(source, { title: 'Target note', tags: ['work/clients/acme'] });
  const rich = await create(source, {
    title: 'Every block',
    content: everyBlock(target.id),
    plainText: documentText(everyBlock(target.id)),
    tags: ['work', 'reference/markdown'],
    color: 'teal',
    pinned: true,
  });
  const archived = await create(source, { title: 'Old: "quoted" / slashed', tags: [] });
  await call(source, { method: 'POST', url: `/notes/${archived.id}/archive` });

  const zip = await exportZip(source, { archived: 'true' });
  const result = await apply(fresh, { 'export.zip': zip });
  expect(result).toMatchObject({ created: 3, duplicates: 0, skippedCount: 0 });

  const all = async (token: string) => [
    ...(await list(token)).items,
    ...(await list(token, { archived: 'true' })).items,
  ];
  const before = await all(source);
  const after = await all(fresh);
  const byTitle = new Map(after.map((note) => [note.title, note]));
  const ids = new Map(before.map((note) => [note.id, byTitle.get(note.title)?.id ?? '']));
  const comparable = (note: Note) => ({
    title: note.title,
    tags: note.tags,
    color: note.color,
    pinned: note.pinned,
    archived: note.archived,
    createdAt: note.createdAt,
    plainText: note.plainText,
  });
  for (const note of before) {
    const copy = byTitle.get(note.title);
    expect(copy, note.title).toBeDefined();
    expect(comparable(copy!)).toEqual(comparable(note));
    expect(copy!.content).toEqual(mapped(note.content, ids));
  }
  expect(rich.content).toEqual(everyBlock(target.id));
});

it('knows its own export again: brought back into the same account, nothing is copied', async () => {
  const mine = await signUp('same');
  await create(mine, { title: 'Written here' });
  const imported = await apply(mine, { 'trip.md': Buffer.from('# Trip\n\nPassport.\n') });
  expect(imported.created).toBe(1);

  const zip = await exportZip(mine, {});
  const again = await apply(mine, { 'Quire notes.zip': zip });
  expect(again).toMatchObject({ created: 0, duplicates: 2, skippedCount: 0 });
  expect((await list(mine)).items).toHaveLength(2);
});
