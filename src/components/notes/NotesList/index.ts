export { NOTES_LIST_METRICS, NotesList, type NotesListProps } from './NotesList';
export { NotesEmpty, type NotesEmptyProps } from './NotesEmpty';
