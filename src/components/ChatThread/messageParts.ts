// What only some of an agent's messages show: tool steps, sources, command results, citations.
// AgentMessageView loads them beside the page, not before its first paint (docs/performance.md).
export { Citation } from '@/components/Citation/Citation';
export { CommandResultView } from '@/components/MessageBubble/CommandResultView';
export { ToolCallStep } from '@/components/ToolCallStep/ToolCallStep';
export { AnswerSources } from './AnswerSources';
export { WrittenItem } from './WrittenItem';
