import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toApiError } from '@/api/client';
import { useNotify, type NotificationVariant } from '@/components/shared/Notifications';
import { useSnackbar } from '@/components/shared/Snackbar';
import { useErrorMessage, type ErrorMessageOverrides } from './useErrorMessage';

/**
 * The one way a page tells the user what happened (docs/product.md §6): the store snackbar for
 * the one message that can be undone, notifications for everything else. Both take message ids.
 */
export function useFeedback() {
  const intl = useIntl();
  const { notify } = useNotify();
  const snackbar = useSnackbar();
  const describe = useErrorMessage();
  return useMemo(() => {
    /** `values` fill the message's placeholders (a notification's title). */
    const say = (
      messageId: string,
      variant: NotificationVariant = 'success',
      values?: Record<string, string>,
    ) => {
      notify(intl.formatMessage({ id: messageId }, values), { variant });
    };
    /** A failed call in the user's words. */
    const failed = (error: unknown, overrides?: ErrorMessageOverrides) => {
      // A 401 is already on its way to sign-in; a second message would only add noise.
      if (toApiError(error).code === 'unauthorized') return;
      notify(describe(error, overrides), { variant: 'error' });
    };
    return {
      /** 'Note archived' with UNDO: the snackbar, one message at a time. */
      undoable(messageId: string, onUndo: () => void) {
        snackbar.open({ messageId, onUndo });
      },
      notify: say,
      failed,
      /**
       * Waits for a call whose answer the page does not read: says `doneMessageId` once it
       * succeeded, or the failure in the user's words. Resolves whether it succeeded.
       */
      async attempt(call: Promise<unknown>, doneMessageId?: string): Promise<boolean> {
        try {
          await call;
        } catch (error) {
          failed(error);
          return false;
        }
        if (doneMessageId) say(doneMessageId);
        return true;
      },
    };
  }, [intl, notify, snackbar, describe]);
}

export type Feedback = ReturnType<typeof useFeedback>;
