export { RenameTagDialog, type RenameTagDialogProps } from './RenameTagDialog';
