import { useCallback } from 'react';
import type { QuickNoteValue } from '@/components/home/QuickNote';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { useFeedback } from '@/hooks/useFeedback';
import { NOTE_ERROR_MESSAGES } from '@/i18n/noteErrorMessages';
import { useCreateNoteMutation } from '@/state/api/notesApi';
import { quickNoteRequest } from './quickNoteRequest';

const TOO_LARGE = { status: 413, code: 'payload_too_large', message: 'Too large' } as const;

/** Sends a quick note; success is announced, a failure comes back as a sentence for the box. */
export function useQuickNoteSave() {
  const feedback = useFeedback();
  const describe = useErrorMessage();
  const [createNote, { isLoading }] = useCreateNoteMutation();
  const save = useCallback(
    async (value: QuickNoteValue): Promise<string | null> => {
      const request = quickNoteRequest(value);
      // Too large to send at all: the same sentence the server's 413 would bring.
      if (!request) return describe(TOO_LARGE, NOTE_ERROR_MESSAGES);
      try {
        await createNote(request).unwrap();
      } catch (error) {
        return describe(error, NOTE_ERROR_MESSAGES);
      }
      feedback.notify('home.quickNote.saved');
      return null;
    },
    [createNote, describe, feedback],
  );
  return { save, saving: isLoading };
}
