import type { Editor } from '@tiptap/core';

/** A place in the text as a popper's anchor, measured whenever the popper asks (it may scroll). */
export function textAnchor(editor: Editor, at: number) {
  return {
    getBoundingClientRect: () => {
      const place = Math.min(at, editor.state.doc.content.size);
      const { left, top, bottom } = editor.view.coordsAtPos(place);
      return new DOMRect(left, top, 0, bottom - top);
    },
  };
}
