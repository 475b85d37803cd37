import { browserStorage, clearToken } from '@/api/client/tokenStorage';
import { baseApi } from '@/state/api/baseApi';
import type { AppDispatch } from '@/state/store';
import { accountRequests } from './accountRequests';
import { signedOut } from './sessionSlice';

/**
 * Revokes the session on the server and forgets it here, whatever the server answers, and drops
 * the previous user's cached data. Only the signed-in shell signs out, so the cache is here.
 */
export function signOut() {
  return async (dispatch: AppDispatch) => {
    await accountRequests.logout().catch(() => undefined);
    clearToken(browserStorage());
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
