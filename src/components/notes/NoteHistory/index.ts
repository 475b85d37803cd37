export { NoteHistoryDialog, type NoteHistoryDialogProps } from './NoteHistoryDialog';
export { NoteHistoryPanel, type NoteHistoryPanelProps } from './NoteHistoryPanel';
