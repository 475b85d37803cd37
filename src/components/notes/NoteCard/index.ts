export { NoteCard, type NoteCardProps, type NotesView } from './NoteCard';
export { availableActions, NOTE_ACTIONS, type NoteAction } from './noteActions';
