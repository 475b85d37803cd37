// Only light modules here: the editor itself (NoteEditor, NoteEditorDialog) is reached through
// LazyNoteEditorDialog, or a static import of the barrel would pull Tiptap into every importer
// (docs/performance.md).
export type { NoteEditorProps } from './NoteEditor';
export type { NoteEditorDialogProps } from './NoteEditorDialog';
export { LazyNoteEditorDialog, prefetchNoteEditor } from './LazyNoteEditorDialog';
export { BLANK_NOTE_DRAFT, editorBody, type NoteDraft } from './editorDraft';
export type { NoteEditorLinks, NoteLinkOption } from './noteLinksContext';
export { linkedItemKey } from './noteLinksContext';
