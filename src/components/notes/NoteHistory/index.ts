export { NoteHistoryPanel, type NoteHistoryPanelProps } from './NoteHistoryPanel';
