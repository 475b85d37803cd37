export { RecurrenceEditor, type RecurrenceEditorProps } from './RecurrenceEditor';
export { recurrenceProblem } from './recurrenceRules';
