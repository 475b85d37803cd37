export { ChatThread, type ChatThreadProps } from './ChatThread';
export type { UndoTarget } from './undoTarget';
