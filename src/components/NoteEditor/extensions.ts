import type { Extensions } from '@tiptap/core';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedNoteHref } from '@/api/schema';

/** The editor's vocabulary: what it can write is exactly what notes store and the server accepts. */
export function noteExtensions(taskLabel: (text: string) => string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // Same rule as the server's schema: javascript:, data: and the like never become links.
        isAllowedUri: (url) => isAllowedNoteHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    TaskList,
    TaskItem.configure({
      nested: true,
      a11y: { checkboxLabel: (node) => taskLabel(node.textContent) },
    }),
  ];
}
