import { useState } from 'react';
import type { AccessToken, CreateAccessTokenRequest, CreatedAccessToken } from '@/api/schema';
import { useFeedback } from '@/hooks/useFeedback';
import {
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} from '@/state/api/accessTokensApi';

/**
 * Creating and revoking tokens for the Connected apps page: the secret of the token just made
 * (held only until the dialog opens again), and the token waiting for its revoke confirmation.
 */
export function useTokenActions() {
  const feedback = useFeedback();
  const [createToken] = useCreateAccessTokenMutation();
  const [revokeToken, revoke] = useRevokeAccessTokenMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  // The token stays named while its confirmation closes, so the title never reads "Revoke “”?".
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [confirming, setConfirming] = useState(false);

  return {
    creating,
    created,
    revoking,
    confirming,
    revokeBusy: revoke.isLoading,
    startCreate() {
      setCreated(null);
      setCreating(true);
    },
    closeCreate() {
      setCreating(false);
    },
    /** Rejects with the failure, which the form shows beside its fields. */
    async create(request: CreateAccessTokenRequest) {
      setCreated(await createToken(request).unwrap());
    },
    askRevoke(token: AccessToken) {
      setRevoking(token);
      setConfirming(true);
    },
    cancelRevoke() {
      setConfirming(false);
    },
    async confirmRevoke() {
      if (!revoking) return;
      try {
        await revokeToken(revoking.id).unwrap();
        feedback.notify('connectedApps.revoked');
      } catch (failure) {
        feedback.failed(failure);
      } finally {
        setConfirming(false);
      }
    },
  };
}
