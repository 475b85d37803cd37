export { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';
export { DraftRecoveryDialog, type DraftRecoveryDialogProps } from './DraftRecoveryDialog';
