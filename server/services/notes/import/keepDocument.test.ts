import { describe, expect, it } from 'vitest';
import { findContentProblem } from '@/api/schema';
import { keepDocument } from './keepDocument.ts';

const text = (value: string) => ({ type: 'text', text: value });

describe('keepDocument', () => {
  it('makes a paragraph per line, blank lines empty paragraphs, none at either end', () => {
    const doc = keepDocument('\n \nFirst\r\n\n  indented\r\nlast\n\n', []);
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [text('First')] },
      { type: 'paragraph' },
      { type: 'paragraph', content: [text('  indented')] },
      { type: 'paragraph', content: [text('last')] },
    ]);
    expect(findContentProblem(doc)).toBeNull();
  });

  it('puts the list after the text as a checklist, an item’s line breaks as hard breaks', () => {
    const doc = keepDocument('Shop', [
      { text: 'milk\nsemi-skimmed', checked: true },
      { text: '', checked: false },
    ]);
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [text('Shop')] },
      {
        type: 'taskList',
        content: [
          {
            type: 'taskItem',
            attrs: { checked: true },
            content: [
              {
                type: 'paragraph',
                content: [text('milk'), { type: 'hardBreak' }, text('semi-skimmed')],
              },
            ],
          },
          { type: 'taskItem', attrs: { checked: false }, content: [{ type: 'paragraph' }] },
        ],
      },
    ]);
    expect(findContentProblem(doc)).toBeNull();
  });

  it('gives an empty note one empty paragraph, as the editor does', () => {
    expect(keepDocument('  \n', [])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
