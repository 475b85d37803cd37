// Every in-app address another screen links to is built here, so a route change is one edit.
/** The search parameter that opens a note in the notebook's editor. */
export const NOTE_PARAM = 'note';

/** The notebook with one note open, as Home and the header search link to it. */
export function noteLink(id: string): string {
  return `/digi_notebook?${new URLSearchParams({ [NOTE_PARAM]: id }).toString()}`;
}

/** The parameter value that opens the editor on a new note. */
export const NEW_NOTE = 'new';

export const newNoteLink = () => noteLink(NEW_NOTE);

/** A user's calendar, optionally with one event open. */
export function calendarLink(username: string, eventId?: string): string {
  const path = `/calendar/${encodeURIComponent(username)}`;
  return eventId ? `${path}?${new URLSearchParams({ event: eventId }).toString()}` : path;
}

/** The file assistant with one file open. */
export function fileLink(id: string): string {
  return `/file_assistant?${new URLSearchParams({ file: id }).toString()}`;
}
