import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '@/components/Notifications';
import { asApiError } from '@/state/api/apiError';

export { asApiError };

/** Tells the user, in their language, why a notes call failed. */
export function useNoteErrors() {
  const intl = useIntl();
  const { notify } = useNotify();
  return useCallback(
    (error: unknown) => {
      const { code } = asApiError(error);
      // A 401 already sends the user to sign in; a second message would only add noise.
      if (code === 'unauthorized') return;
      const id = code === 'payload_too_large' ? 'notes.error.tooLarge' : `errors.${code}`;
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
