import { describe, expect, it } from 'vitest';
import { findContentProblem } from '@/api/schema';
import { ImportRefused } from './importRefused.ts';
import { markdownDocument } from './markdownDocument.ts';

const TARGET = '6f1c1c1e-8d1a-4f0e-9a51-1b2c3d4e5f60';
const none = () => null;
const text = (value: string, marks?: object[]) =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

describe('markdownDocument', () => {
  it('turns headings, lists, checklists, code, quotes and marks into the editor document', () => {
    const doc = markdownDocument(
      [
        '#### Deep title',
        '',
        'Some **bold**, *italic*, ~~gone~~, <u>under</u> and `code` [site](https://example.com).',
        '',
        '- one',
        '  - nested',
        '',
        '3. three',
        '',
        '- [x] done',
        '- [ ] todo',
        '',
        '> quoted',
        '',
        '```ts',
        'const a = 1;',
        '```',
        '',
        '***',
      ].join('\n'),
      none,
    );
    expect(findContentProblem(doc)).toBeNull();
    expect(doc.content).toEqual([
      { type: 'heading', attrs: { level: 3 }, content: [text('Deep title')] },
      {
        type: 'paragraph',
        content: [
          text('Some '),
          text('bold', [{ type: 'bold' }]),
          text(', '),
          text('italic', [{ type: 'italic' }]),
          text(', '),
          text('gone', [{ type: 'strike' }]),
          text(', '),
          text('under', [{ type: 'underline' }]),
          text(' and '),
          text('code', [{ type: 'code' }]),
          text(' '),
          text('site', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
          text('.'),
        ],
      },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              { type: 'paragraph', content: [text('one')] },
              {
                type: 'bulletList',
                content: [
                  { type: 'listItem', content: [{ type: 'paragraph', content: [text('nested')] }] },
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'orderedList',
        attrs: { start: 3, type: null },
        content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('three')] }] }],
      },
      {
        type: 'taskList',
        content: [
          {
            type: 'taskItem',
            attrs: { checked: true },
            content: [{ type: 'paragraph', content: [text('done')] }],
          },
          {
            type: 'taskItem',
            attrs: { checked: false },
            content: [{ type: 'paragraph', content: [text('todo')] }],
          },
        ],
      },
      { type: 'blockquote', content: [{ type: 'paragraph', content: [text('quoted')] }] },
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1;')] },
      { type: 'horizontalRule' },
    ]);
  });

  it('makes a relative link a note link, and drops links the editor would refuse', () => {
    const doc = markdownDocument('[Trip](trip.md) and [bad](javascript:alert(1))', (href) =>
      href === 'trip.md' ? TARGET : null,
    );
    expect(doc.content).toEqual([
      {
        type: 'paragraph',
        content: [{ type: 'noteLink', attrs: { noteId: TARGET } }, text(' and '), text('bad')],
      },
    ]);
  });

  it('refuses a list nested a thousand deep, before building anything', () => {
    const deep = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    expect(() => markdownDocument(deep, none)).toThrow(ImportRefused);
    const quotes = `${'>'.repeat(1000)} deep`;
    expect(() => markdownDocument(quotes, none)).toThrow(ImportRefused);
  });

  it('gives an empty file the empty document', () => {
    expect(markdownDocument('', none)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
