export { NoteImportDialog, type NoteImportDialogProps } from './NoteImportDialog';
