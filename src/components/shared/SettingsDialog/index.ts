export { SettingsDialog, type SettingsDialogProps } from './SettingsDialog';
