import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '@/components/Notifications';
import { isApiError, toApiError, type ApiError } from '@/state/api/apiError';
import { noteErrorMessageId } from './noteErrorMessageId';

export function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : toApiError(error);
}

/** Tells the user, in their language, why a notes call failed. */
export function useNoteErrors() {
  const intl = useIntl();
  const { notify } = useNotify();
  return useCallback(
    (error: unknown) => {
      const failure = asApiError(error);
      // A 401 already sends the user to sign in; a second message would only add noise.
      if (failure.code === 'unauthorized') return;
      const id = noteErrorMessageId(failure);
      notify(
        intl.formatMessage({
          id,
          defaultMessage: intl.formatMessage({ id: 'notes.error.generic' }),
        }),
        {
          variant: 'error',
        },
      );
    },
    [intl, notify],
  );
}
