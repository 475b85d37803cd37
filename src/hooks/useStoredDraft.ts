import { useCallback, useEffect, useRef, useState } from 'react';
import type { Draft } from '@/lib/draftEnvelope';
import { useAppSelector } from '@/state/hooks';

export type { Draft };

export const DRAFT_KEY_PREFIX = 'quire-draft';

export interface UseDraftOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => Date;
}

/** The draft kept as `raw`, or null when this editor cannot read it (corrupt, older shape). */
export type DraftCheck<T> = (raw: string) => Draft<T> | null;

type DraftStorage = UseDraftOptions['storage'];

function readStored(storage: DraftStorage, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function checkDraft<T>(
  storage: DraftStorage,
  key: string,
  raw: string,
  check: DraftCheck<T>,
): Draft<T> | null {
  const draft = check(raw);
  // A draft this editor cannot read would only ever be offered wrongly; one the editor kept
  // since it was read is its own, and stays.
  if (!draft && readStored(storage, key) === raw) storage?.removeItem(key);
  return draft;
}

/**
 * Keeps an editor's unsaved state in local storage, per signed-in user, so a session that ends
 * mid-edit loses nothing: after sign-in the editor mounts again and `offered` holds the draft.
 * Call `keep` on each change, `clear` once the server has the change, `discard` to refuse it.
 * `check` reads a stored draft back; a draft it refuses is removed.
 */
export function useStoredDraft<T>(
  name: string,
  check: DraftCheck<T>,
  options: UseDraftOptions = {},
) {
  const storage =
    options.storage ?? (typeof window === 'undefined' ? undefined : window.localStorage);
  const now = options.now ?? (() => new Date());
  const userId = useAppSelector((state) => state.session.user?.id ?? null);
  // Writes after a 401 cleared the user still belong to whoever was editing.
  const lastUser = useRef(userId);
  useEffect(() => {
    if (userId) lastUser.current = userId;
  }, [userId]);
  const key = (user: string | null) => (user ? `${DRAFT_KEY_PREFIX}:${user}:${name}` : null);

  const [offered, setOffered] = useState<Draft<T> | null>(null);
  // Read again whenever the signed-in user or the draft changes (React's derived-state pattern).
  const [readFor, setReadFor] = useState<string | null | undefined>(undefined);
  const currentKey = key(userId);
  if (readFor !== currentKey) {
    setReadFor(currentKey);
    const raw = currentKey ? readStored(storage, currentKey) : null;
    setOffered(currentKey && raw ? checkDraft(storage, currentKey, raw, check) : null);
  }

  const keep = useCallback(
    (value: T) => {
      const current = key(userId ?? lastUser.current);
      if (!current) return;
      const draft: Draft<T> = { value, savedAt: now().toISOString() };
      try {
        storage?.setItem(current, JSON.stringify(draft));
      } catch {
        // A full storage cannot keep the draft; the editor still holds the value on screen.
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- storage and clock are fixed per editor
    [userId, name],
  );

  const clear = useCallback(() => {
    const current = key(userId ?? lastUser.current);
    if (current) storage?.removeItem(current);
    setOffered(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- storage is fixed per editor
  }, [userId, name]);

  /** Hands the offered draft to the editor; it stays stored until `clear`. */
  const restore = useCallback((): T | null => {
    const value = offered?.value ?? null;
    setOffered(null);
    return value;
  }, [offered]);

  return { offered, keep, restore, discard: clear, clear };
}
