export { NoteExportDialog, type NoteExportDialogProps } from './NoteExportDialog';
