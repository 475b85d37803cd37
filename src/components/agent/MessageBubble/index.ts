export { MessageBubble, type MessageBubbleProps, type MessageState } from './MessageBubble';
export type { MarkdownTextProps } from './MarkdownText';
export { CommandResultView, type CommandResultViewProps } from './CommandResultView';
export type { UndoProps } from './CreatedItem';
export { useEventTime } from './useEventTime';
