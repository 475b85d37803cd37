export { NoteEditor, type NoteEditorProps } from './NoteEditor';
export { NoteEditorDialog, type NoteEditorDialogProps } from './NoteEditorDialog';
export { BLANK_NOTE_DRAFT, editorBody, type NoteDraft } from './editorDraft';
export { normaliseHref } from './LinkPopover';
