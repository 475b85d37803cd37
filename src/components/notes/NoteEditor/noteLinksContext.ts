import { createContext } from 'react';

/** A note a link can point to, as the `[[` picker offers it. */
export interface NoteLinkOption {
  id: string;
  title: string;
}

/** What a link inside the text needs from the page, given through the editor. */
export interface NoteLinksContextValue {
  /** Titles by note id: a string is the title now, null a note gone or in the trash. */
  titles: Readonly<Record<string, string | null>>;
  open: (noteId: string) => void;
  /** Creates a note titled `title` for a broken link; resolves with it, or null on failure. */
  create: ((title: string) => Promise<NoteLinkOption | null>) | null;
}

/** What the page gives the editor for links to other notes. */
export interface NoteEditorLinks {
  titles: NoteLinksContextValue['titles'];
  /** Notes whose title matches `text`, for the `[[` picker. */
  search: (text: string) => Promise<NoteLinkOption[]>;
  /** Creates a note titled `title`; resolves with it, or null when that failed (said already). */
  create: (title: string) => Promise<NoteLinkOption | null>;
  open: (noteId: string) => void;
}

export const NoteLinksContext = createContext<NoteLinksContextValue>({
  titles: {},
  open: () => undefined,
  create: null,
});
