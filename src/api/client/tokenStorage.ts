import { TOKEN_STORAGE_KEY } from '@/config';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Tokens are opaque URL-safe strings; anything else in storage was written by something else.
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** The stored service token, or null when it is absent or not a plausible token. */
export function readToken(storage: TokenStorage): string | null {
  try {
    const value = storage.getItem(TOKEN_STORAGE_KEY);
    return value && TOKEN_PATTERN.test(value) ? value : null;
  } catch {
    // Storage can throw (disabled cookies, private mode quotas); treat it as signed out.
    return null;
  }
}

export function writeToken(storage: TokenStorage, token: string): void {
  try {
    storage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts as long as the page; the user is still signed in now.
  }
}

export function clearToken(storage: TokenStorage): void {
  try {
    storage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The browser's local storage, or an inert stand-in where there is none (node, SSR). */
export function browserStorage(): TokenStorage {
  if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
}
