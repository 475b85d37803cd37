export { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';
