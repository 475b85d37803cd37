export { DraftRecoveryDialog, type DraftRecoveryDialogProps } from './DraftRecoveryDialog';
