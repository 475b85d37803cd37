export { SettingsActions, type SettingsActionsProps } from './SettingsActions';
export { SettingsDialog, type SettingsDialogProps } from './SettingsDialog';
