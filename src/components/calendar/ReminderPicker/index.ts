export { ReminderPicker, type ReminderPickerProps } from './ReminderPicker';
export { useReminderLabel } from './useReminderLabel';
