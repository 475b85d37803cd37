export { ToolCallStep, type ToolCallStepProps } from './ToolCallStep';
export { WritePreview } from './WritePreview';
export { ExternalCallPreview } from './ExternalCallPreview';
