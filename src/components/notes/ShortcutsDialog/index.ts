export { ShortcutsDialog, type ShortcutsDialogProps } from './ShortcutsDialog';
export { NOTEBOOK_SHORTCUTS, shortcutFor, type NotebookShortcut } from './notebookShortcuts';
