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
});
