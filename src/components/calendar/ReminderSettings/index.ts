export { ReminderSettingsDialog, type ReminderSettingsDialogProps } from './ReminderSettingsDialog';
