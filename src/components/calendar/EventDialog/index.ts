export { EventDialog, type EventDialogProps } from './EventDialog';
export { EventConflictDialog, type EventConflictDialogProps } from './EventConflictDialog';
export { ScopeDialog, type ScopeDialogProps } from './ScopeDialog';
export {
  draftInZone,
  draftOf,
  draftProblems,
  eventDraftSchema,
  newDraft,
  requestOf,
  type EventDraft,
} from './eventDraft';
