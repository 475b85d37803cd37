export { NoteEditor, type NoteEditorProps } from './NoteEditor';
export { NoteEditorDialog, type NoteEditorDialogProps } from './NoteEditorDialog';
export { editorBody, type NoteDraft } from './editorDraft';
export { normaliseHref } from './LinkPopover';
