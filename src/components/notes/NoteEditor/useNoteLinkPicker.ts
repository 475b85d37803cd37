import type { Editor } from '@tiptap/core';
import { useCallback, useMemo, useRef, useState, useEffect } from 'react';
import { NOTE_LINK_NODE } from '@/api/schema/noteLinks';
import {
  linkedItemKey,
  type LinkedItemState,
  type NoteEditorLinks,
  type NoteLinkOption,
  type NoteLinksContextValue,
} from './noteLinksContext';

/**
 * The editor's side of links: where `[[` opened the picker, inserting what was picked or created
 * there (or the typed text back, on Escape), and the titles the links in the text show.
 */
export function useNoteLinkPicker(links: NoteEditorLinks | undefined, readOnly: boolean) {
  const [pickerAt, setPickerAt] = useState<number | null>(null);
  // Titles of what was linked in this session, until the server's list of links knows them.
  const [learned, setLearned] = useState<Record<string, string>>({});
  const [learnedItems, setLearnedItems] = useState<Record<string, LinkedItemState>>({});
  const latest = useRef(links);
  useEffect(() => {
    latest.current = links;
  });
  const enabled = Boolean(links) && !readOnly;

  const search = useCallback(
    (text: string) => latest.current?.search(text) ?? Promise.resolve([]),
    [],
  );
  const create = useCallback(async (title: string) => {
    const created = (await latest.current?.create(title)) ?? null;
    if (created) setLearned((known) => ({ ...known, [created.id]: created.title }));
    return created;
  }, []);

  const insertAt = (editor: Editor, at: number, target: NoteLinkOption) => {
    const { kind } = target;
    if (kind) {
      // Only the user's own events and files are offered, so their own calendar opens them.
      const item = { title: target.title, calendar: null };
      setLearnedItems((known) => ({ ...known, [linkedItemKey(kind, target.id)]: item }));
    } else setLearned((known) => ({ ...known, [target.id]: target.title }));
    editor
      .chain()
      .focus()
      .insertContentAt(at, [
        { type: NOTE_LINK_NODE, attrs: { noteId: target.id, kind: kind ?? 'note' } },
        { type: 'text', text: ' ' },
      ])
      .run();
  };

  const context = useMemo<NoteLinksContextValue>(
    () => ({
      titles: { ...learned, ...links?.titles },
      items: { ...learnedItems, ...links?.items },
      open: (noteId) => latest.current?.open(noteId),
      ownCalendar: links?.ownCalendar ?? '',
      openItem: (href) => latest.current?.openItem(href),
      create: enabled ? create : null,
    }),
    [learned, learnedItems, links?.titles, links?.items, links?.ownCalendar, enabled, create],
  );

  return {
    context,
    search,
    pickerAt,
    /** For the `[[` input rule: null when links cannot be made here. */
    request: enabled ? setPickerAt : null,
    pick(editor: Editor, note: NoteLinkOption) {
      if (pickerAt === null) return;
      setPickerAt(null);
      insertAt(editor, pickerAt, note);
    },
    async createAndLink(editor: Editor, title: string) {
      if (pickerAt === null) return;
      const at = pickerAt;
      setPickerAt(null);
      const created = await create(title);
      if (created) insertAt(editor, at, created);
      else editor.chain().focus().insertContentAt(at, `[[${title}`).run();
    },
    cancel(editor: Editor, typed: string) {
      if (pickerAt === null) return;
      setPickerAt(null);
      editor.chain().focus().insertContentAt(pickerAt, `[[${typed}`).run();
    },
  };
}
