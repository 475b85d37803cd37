export { TitledDialog, type TitledDialogProps } from './TitledDialog';
