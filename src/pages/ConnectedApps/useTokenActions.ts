import { useState } from 'react';
import type { AccessToken, CreateAccessTokenRequest, CreatedAccessToken } from '@/api/schema';
import {
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} from '@/state/api/accessTokensApi';
import { useRevokeConfirmation } from './useRevokeConfirmation';

/**
 * Creating and revoking tokens for the Connected apps page: the secret of the token just made
 * (held only until the dialog opens again), and the token waiting for its revoke confirmation.
 */
export function useTokenActions() {
  const [createToken] = useCreateAccessTokenMutation();
  const [revokeToken, revoke] = useRevokeAccessTokenMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const revocation = useRevokeConfirmation<AccessToken>(
    (id) => revokeToken(id).unwrap(),
    revoke.isLoading,
    'connectedApps.revoked',
  );

  return {
    ...revocation,
    creating,
    created,
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
  };
}
