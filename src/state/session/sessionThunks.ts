import { browserStorage, readToken, type TokenStorage } from '@/api/client';
import { accountApi } from '@/state/api/accountApi';
import type { AppDispatch } from '@/state/store';
import { signedOut } from './sessionSlice';

/**
 * Start-up: with a stored token, `me` decides; without one the user is signed out at once.
 * When `me` cannot be reached the token is kept (the server may be restarting) and the user is
 * treated as signed out until the cache's retry reaches it and signs them back in.
 */
export function bootstrapSession(storage: TokenStorage = browserStorage()) {
  return async (dispatch: AppDispatch) => {
    if (!readToken(storage)) {
      dispatch(signedOut());
      return;
    }
    const result = await dispatch(
      accountApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    // Success signs in through the slice's `me` matcher.
    if (!result.data) dispatch(signedOut());
  };
}

/** Revokes the session on the server and forgets it here, whatever the server answers. */
export function signOut() {
  return async (dispatch: AppDispatch) => {
    await dispatch(accountApi.endpoints.logout.initiate());
  };
}
