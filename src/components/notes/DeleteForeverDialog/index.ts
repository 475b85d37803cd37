export { DeleteForeverDialog, type DeleteForeverDialogProps } from './DeleteForeverDialog';
