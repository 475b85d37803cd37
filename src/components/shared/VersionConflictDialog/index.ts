export {
  VersionConflictDialog,
  type ConflictChoice,
  type VersionConflictDialogProps,
} from './VersionConflictDialog';
