export { ShortcutsDialog, type ShortcutsDialogProps } from './ShortcutsDialog';
export {
  isTypingTarget,
  NOTEBOOK_SHORTCUTS,
  shortcutFor,
  type NotebookShortcut,
} from '@/hooks/notebookShortcuts';
