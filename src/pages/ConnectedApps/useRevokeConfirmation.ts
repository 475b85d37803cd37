import { useState } from 'react';
import { useFeedback } from '@/hooks/useFeedback';

/**
 * Revoking after a confirmation, for a token or an app's grant: the one waiting for its
 * confirmation, then the revoke and what the snackbar says of it.
 */
export function useRevokeConfirmation<Item extends { id: string }>(
  revoke: (id: string) => Promise<unknown>,
  busy: boolean,
  doneMessage: string,
) {
  const feedback = useFeedback();
  // The item stays named while its confirmation closes, so the title never reads "Revoke “”?".
  const [revoking, setRevoking] = useState<Item | null>(null);
  const [confirming, setConfirming] = useState(false);
  return {
    revoking,
    confirming,
    revokeBusy: busy,
    askRevoke(item: Item) {
      setRevoking(item);
      setConfirming(true);
    },
    cancelRevoke() {
      setConfirming(false);
    },
    async confirmRevoke() {
      if (!revoking) return;
      await feedback.attempt(revoke(revoking.id), doneMessage);
      setConfirming(false);
    },
  };
}
