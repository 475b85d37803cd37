import { onUnauthorized } from '@/api/client/unauthorized';
import { TOKEN_STORAGE_KEY } from '@/config';
import type { AppDispatch } from '@/state/store';
import { signedOut } from './sessionSlice';
import { bootstrapSession } from './sessionThunks';

/**
 * Keeps the session state in step with what happens outside the cache: a 401 on a direct client
 * call (an upload), and a sign-in or sign-out in another tab.
 */
export function syncSession(dispatch: AppDispatch, target: Window = window): () => void {
  const stopUnauthorized = onUnauthorized(() => dispatch(signedOut()));
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    if (event.newValue) void dispatch(bootstrapSession());
    else dispatch(signedOut());
  };
  target.addEventListener('storage', onStorage);
  return () => {
    stopUnauthorized();
    target.removeEventListener('storage', onStorage);
  };
}
