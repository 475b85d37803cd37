import { describe, expect, it } from 'vitest';
import { findContentProblem, type NoteContent, type NoteNode } from './noteContent';
import { NOTE_LINKS, noteLinksOf } from './noteLinks';

const id = (n: number) => `30000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const link = (n: number): NoteNode => ({ type: 'noteLink', attrs: { noteId: id(n) } });
const text = (value: string): NoteNode => ({ type: 'text', text: value });
const doc = (...blocks: NoteNode[][]): NoteContent => ({
  type: 'doc',
  content: blocks.map((content) => ({ type: 'paragraph', content })),
});

describe('note links in a document', () => {
  it('are accepted only as an inline node with a note id', () => {
    expect(findContentProblem(doc([text('see '), link(1)]))).toBeNull();
    expect(findContentProblem(doc([{ type: 'noteLink' }]))?.code).toBe('invalid');
    expect(
      findContentProblem(doc([{ type: 'noteLink', attrs: { noteId: 'javascript:1' } }]))?.code,
    ).toBe('invalid');
    expect(
      findContentProblem(doc([{ type: 'noteLink', attrs: { noteId: id(1) }, content: [] }]))?.code,
    ).toBe('invalid');
  });

  it('are found once per target, in order, with the text around the first', () => {
    const found = noteLinksOf(
      doc([text('Plan for '), link(1), text(' and '), link(2)], [text('again '), link(1)]),
    );
    expect(found).toEqual({
      capped: false,
      items: [],
      links: [
        { noteId: id(1), before: 'Plan for ', after: ' and …' },
        { noteId: id(2), before: 'Plan for … and ', after: '' },
      ],
    });
  });

  it('are found inside lists and quotes, with snippets cut to their length', () => {
    const long = 'x'.repeat(NOTE_LINKS.snippetChars * 2);
    const nested: NoteContent = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [text(long), link(3), text(long)] }],
            },
          ],
        },
      ],
    };
    const [found] = noteLinksOf(nested).links;
    expect(found?.noteId).toBe(id(3));
    expect(found?.before).toHaveLength(NOTE_LINKS.snippetChars);
    expect(found?.after).toHaveLength(NOTE_LINKS.snippetChars);
  });

  it('stop at the cap and say so: 10,000 links keep the first NOTE_LINKS.perNote', () => {
    const many = doc(Array.from({ length: 10_000 }, (_, n) => link(n + 1)));
    const found = noteLinksOf(many);
    expect(found.capped).toBe(true);
    expect(found.links).toHaveLength(NOTE_LINKS.perNote);
    expect(found.links.at(-1)?.noteId).toBe(id(NOTE_LINKS.perNote));
  });

  it('take a kind: a link to an event or a file is an item, never a note link', () => {
    const item = (kind: string, n: number): NoteNode => ({
      type: 'noteLink',
      attrs: { noteId: id(n), kind },
    });
    const mixed = doc([text('see '), item('event', 1), item('file', 2), link(3), item('event', 1)]);
    expect(findContentProblem(mixed)).toBeNull();
    expect(findContentProblem(doc([item('note', 4)]))).toBeNull();
    expect(findContentProblem(doc([item('user', 1)]))?.code).toBe('invalid');
    const found = noteLinksOf(mixed);
    expect(found.links.map((one) => one.noteId)).toEqual([id(3)]);
    expect(found.links[0]?.before).toBe('see ……');
    expect(found.items).toEqual([
      { kind: 'event', id: id(1) },
      { kind: 'file', id: id(2) },
    ]);
    // The same id as another kind is another target: an event and a file never merge.
    expect(noteLinksOf(doc([item('event', 5), item('file', 5)])).items).toHaveLength(2);
  });

  it('cap events and files at NOTE_LINKS.perNote too', () => {
    const many = doc(
      Array.from({ length: 3_000 }, (_, n) => ({
        type: 'noteLink',
        attrs: { noteId: id(n + 1), kind: 'file' },
      })),
    );
    const found = noteLinksOf(many);
    expect(found.capped).toBe(true);
    expect(found.items).toHaveLength(NOTE_LINKS.perNote);
  });
});
