// The notebook's dialogs that only an action or an event opens, one chunk loaded on demand
// (useNotebookDialogs).
export { ConflictDialog } from '@/components/ConflictDialog';
export { DeleteForeverDialog } from '@/components/DeleteForeverDialog';
export { DraftRecoveryDialog } from '@/components/DraftRecoveryDialog';
export { ShortcutsDialog } from '@/components/ShortcutsDialog';
