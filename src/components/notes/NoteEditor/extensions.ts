import type { Extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedNoteHref } from '@/api/schema/noteInput';
import { NoteLinkNode, type NoteLinkOptions } from './noteLinkNode';

/** The only attributes a rendered link has besides its href: set here, never read from a note. */
export const NOTE_LINK_ATTRIBUTES = { rel: 'noopener noreferrer nofollow', target: '_blank' };

/**
 * A link mark whose one stored attribute is `href`: `target`, `rel` and `class` in a note's JSON
 * are dropped when the document is read, and every link renders with NOTE_LINK_ATTRIBUTES.
 */
const NoteLink = Link.extend({
  addAttributes() {
    const inherited = (this.parent?.() ?? {}) as Record<string, unknown>;
    return { href: inherited.href ?? { default: null } };
  },
});

/** The editor's vocabulary: what it can write is exactly what notes store and the server accepts. */
export function noteExtensions(
  taskLabel: (text: string) => string,
  onLinkRequest: NoteLinkOptions['onLinkRequest'] = null,
): Extensions {
  return [
    StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: false }),
    NoteLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Same rule as the server's schema: javascript:, data: and the like never become links.
      isAllowedUri: (url) => isAllowedNoteHref(url),
      HTMLAttributes: NOTE_LINK_ATTRIBUTES,
    }),
    TaskList,
    TaskItem.configure({
      nested: true,
      a11y: { checkboxLabel: (node) => taskLabel(node.textContent) },
    }),
    NoteLinkNode.configure({ onLinkRequest }),
  ];
}
