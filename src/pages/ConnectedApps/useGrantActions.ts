import type { AccessToken } from '@/api/schema';
import { useRevokeOAuthGrantMutation } from '@/state/api/mcpOAuthApi';
import { useRevokeConfirmation } from './useRevokeConfirmation';

/** Revoking an app allowed through OAuth, after a confirmation, as a token is revoked. */
export function useGrantActions() {
  const [revokeGrant, revoke] = useRevokeOAuthGrantMutation();
  return useRevokeConfirmation<AccessToken>(
    (id) => revokeGrant(id).unwrap(),
    revoke.isLoading,
    'connectedApps.grants.revoked',
  );
}
