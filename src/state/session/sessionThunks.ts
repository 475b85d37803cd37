import { browserStorage, readToken, type TokenStorage } from '@/api/client/tokenStorage';
import { errorRetryDelay, isRetryable, MAX_ERROR_RETRIES } from '@/state/api/connection';
import type { AppDispatch } from '@/state/store';
import { fetchMe } from './accountThunks';
import { signedOut } from './sessionSlice';

/**
 * Start-up: with a stored token, `me` decides; without one the user is signed out at once.
 * When `me` cannot be reached the token is kept (the server may be restarting) and the user is
 * treated as signed out while `me` is asked again (5 s apart, 10 s on a slow connection); an
 * answer signs them back in.
 */
export function bootstrapSession(
  storage: TokenStorage = browserStorage(),
  retryDelay: () => number = errorRetryDelay,
) {
  return async (dispatch: AppDispatch) => {
    if (!readToken(storage)) {
      dispatch(signedOut());
      return;
    }
    const ask = async (attempt: number) => {
      const result = await dispatch(fetchMe());
      if (fetchMe.fulfilled.match(result)) return;
      if (attempt === 0) dispatch(signedOut());
      const error = result.payload;
      if (error && isRetryable(error) && attempt < MAX_ERROR_RETRIES && readToken(storage))
        setTimeout(() => void ask(attempt + 1), retryDelay());
    };
    await ask(0);
  };
}
