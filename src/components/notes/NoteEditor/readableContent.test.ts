import { describe, expect, it } from 'vitest';
import type { NoteContent } from '@/api/schema/noteContent';
import { isReadableContent } from './readableContent';

const doc = (...content: NoteContent['content'] & object): NoteContent => ({
  type: 'doc',
  content,
});
const text = (value: string) => ({ type: 'text', text: value });

describe('whether the note editor can open a note', () => {
  it('opens what the editor itself writes', () => {
    expect(isReadableContent({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe(true);
    expect(
      isReadableContent(
        doc(
          { type: 'heading', attrs: { level: 2 }, content: [text('Plan')] },
          {
            type: 'taskList',
            content: [
              {
                type: 'taskItem',
                attrs: { checked: true },
                content: [{ type: 'paragraph', content: [text('Milk')] }],
              },
            ],
          },
        ),
      ),
    ).toBe(true);
  });

  it('refuses a node type it does not know, or a node where it cannot stand', () => {
    expect(isReadableContent(doc({ type: 'mermaidDiagram', content: [text('a --> b')] }))).toBe(
      false,
    );
    expect(isReadableContent(doc(text('bare text in the document')))).toBe(false);
    expect(
      isReadableContent(
        doc({
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'glow' }] }],
        }),
      ),
    ).toBe(false);
  });
});
