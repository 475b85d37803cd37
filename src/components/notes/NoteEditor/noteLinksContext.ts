import { createContext } from 'react';
import type { LinkedItemKind } from '@/api/schema/noteLinks';

/** What a link can point to, as the `[[` picker offers it: a note, or (`kind`) an event or a file. */
export interface NoteLinkOption {
  id: string;
  title: string;
  kind?: LinkedItemKind;
}

/** An event or a file linked in the text: its title now (null: gone or not the user's to see). */
export interface LinkedItemState {
  title: string | null;
  /** An event's calendar (its owner's username), which its address needs. */
  calendar: string | null;
}

/** The key of an event or a file in `items`: ids of different kinds never meet. */
export const linkedItemKey = (kind: LinkedItemKind, id: string) => `${kind}:${id}`;

/** What a link inside the text needs from the page, given through the editor. */
export interface NoteLinksContextValue {
  /** Titles by note id: a string is the title now, null a note gone or in the trash. */
  titles: Readonly<Record<string, string | null>>;
  /** Events and files by `linkedItemKey`. */
  items: Readonly<Record<string, LinkedItemState>>;
  open: (noteId: string) => void;
  /** The user's own calendar (their username), where an event just picked opens. */
  ownCalendar: string;
  /** Opens an event's address in its calendar, or a file's in the file assistant. */
  openItem: (href: string) => void;
  /** Creates a note titled `title` for a broken link; resolves with it, or null on failure. */
  create: ((title: string) => Promise<NoteLinkOption | null>) | null;
}

/** What the page gives the editor for links to notes, events and files. */
export interface NoteEditorLinks {
  titles: NoteLinksContextValue['titles'];
  items: NoteLinksContextValue['items'];
  /** Notes, events and files whose title (a file's name) matches `text`, for the `[[` picker. */
  search: (text: string) => Promise<NoteLinkOption[]>;
  /** Creates a note titled `title`; resolves with it, or null when that failed (said already). */
  create: (title: string) => Promise<NoteLinkOption | null>;
  open: (noteId: string) => void;
  ownCalendar: string;
  openItem: NoteLinksContextValue['openItem'];
}

export const NoteLinksContext = createContext<NoteLinksContextValue>({
  titles: {},
  items: {},
  open: () => undefined,
  ownCalendar: '',
  openItem: () => undefined,
  create: null,
});
