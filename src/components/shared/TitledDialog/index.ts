export { TitledDialog, type DialogFrameProps, type TitledDialogProps } from './TitledDialog';
