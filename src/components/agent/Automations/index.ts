export { AutomationForm, type AutomationFormProps } from './AutomationForm';
export { AutomationList, type AutomationListProps } from './AutomationList';
export { type AutomationAction } from './AutomationRow';
export { draftOf, newDraft, type AutomationDraft } from './automationDraft';
export { EVERY_COMMAND, everyPrompt } from './everyCommand';
