import { InputRule, mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { NOTE_LINK_NODE } from '@/api/schema/noteLinks';
import { NoteLinkView } from './NoteLinkView';

export interface NoteLinkOptions {
  /** Typing `[[` at `at` (the brackets already taken away) asks for the picker; null: never. */
  onLinkRequest: ((at: number) => void) | null;
}

/**
 * A link to another note, an event or a file (docs/product.md, "Note links"): an inline atom
 * holding only the target's id and kind, so a rename never leaves a stale title in the text; the
 * view shows the title it has now.
 */
export const NoteLinkNode = Node.create<NoteLinkOptions>({
  name: NOTE_LINK_NODE,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions: () => ({ onLinkRequest: null }),
  addAttributes: () => ({
    noteId: {
      default: null,
      parseHTML: (element) => element.getAttribute('data-note-id'),
      renderHTML: (attributes) => ({ 'data-note-id': attributes.noteId as string }),
    },
    // What the id names: a note, a calendar event or a file (docs/product.md, "Note links").
    kind: {
      default: 'note',
      parseHTML: (element) => element.getAttribute('data-kind') ?? 'note',
      renderHTML: (attributes) => ({ 'data-kind': attributes.kind as string }),
    },
  }),
  parseHTML: () => [{ tag: 'span[data-type="note-link"][data-note-id]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'span',
    mergeAttributes({ 'data-type': 'note-link' }, HTMLAttributes),
  ],
  addNodeView: () => ReactNodeViewRenderer(NoteLinkView, { as: 'span' }),
  addInputRules() {
    const request = this.options.onLinkRequest;
    if (!request) return [];
    return [
      new InputRule({
        find: /\[\[$/,
        handler: ({ range, commands }) => {
          commands.deleteRange(range);
          request(range.from);
        },
      }),
    ];
  },
});
