import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '@/components/Notifications';
import type { QuickNoteValue } from '@/components/QuickNote';
import { useCreateNoteMutation } from '@/state/api/notesApi';
import { noteErrorMessageId } from '@/pages/Notebook/noteErrorMessageId';
import { asApiError } from '@/pages/Notebook/useNoteErrors';
import { quickNoteRequest } from './quickNoteRequest';

/** Sends a quick note; success is announced, a failure comes back as a sentence for the box. */
export function useQuickNoteSave() {
  const intl = useIntl();
  const { notify } = useNotify();
  const [createNote, { isLoading }] = useCreateNoteMutation();
  const save = useCallback(
    async (value: QuickNoteValue): Promise<string | null> => {
      const request = quickNoteRequest(value);
      if (!request) return intl.formatMessage({ id: 'notes.error.tooLarge' });
      try {
        await createNote(request).unwrap();
      } catch (error) {
        const id = noteErrorMessageId(asApiError(error));
        return intl.formatMessage({
          id,
          defaultMessage: intl.formatMessage({ id: 'notes.error.generic' }),
        });
      }
      notify(intl.formatMessage({ id: 'home.quickNote.saved' }), { variant: 'success' });
      return null;
    },
    [createNote, intl, notify],
  );
  return { save, saving: isLoading };
}
