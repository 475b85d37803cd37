/** The search parameter that opens a note in the notebook's editor. */
export const NOTE_PARAM = 'note';

/** The notebook with one note open, as Home and the header search link to it. */
export function noteLink(id: string): string {
  return `/digi_notebook?${new URLSearchParams({ [NOTE_PARAM]: id }).toString()}`;
}

/** The parameter value that opens the editor on a new note. */
export const NEW_NOTE = 'new';

export const newNoteLink = () => noteLink(NEW_NOTE);
