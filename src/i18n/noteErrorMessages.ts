import type { ErrorMessageOverrides } from '@/hooks/useErrorMessage';

/** Where a notes call can say more than the generic sentence (the 1 MB limit, by name). */
export const NOTE_ERROR_MESSAGES: ErrorMessageOverrides = {
  payload_too_large: 'notes.error.tooLarge',
};
