import { SETTINGS_STORAGE_KEY, type Settings } from '@/config';
import { parseStoredSettings } from './settingsSchema';
import { settingsReplaced } from './settingsSlice';

interface SettingsStore {
  getState(): { settings: Settings };
  dispatch(action: ReturnType<typeof settingsReplaced>): unknown;
  subscribe(listener: () => void): () => void;
}

export function readStoredSettings(storage: Storage): Settings {
  try {
    return parseStoredSettings(storage.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    // Storage can throw (privacy mode, quota); the defaults keep the app usable.
    return parseStoredSettings(null);
  }
}

/**
 * Writes every settings change to storage and applies changes other tabs write.
 * Returns a function that stops both.
 */
export function persistSettings(
  store: SettingsStore,
  storage: Storage,
  target: Window,
): () => void {
  let last = store.getState().settings;
  const unsubscribe = store.subscribe(() => {
    const current = store.getState().settings;
    if (current === last) return;
    last = current;
    const text = JSON.stringify(current);
    try {
      if (storage.getItem(SETTINGS_STORAGE_KEY) !== text)
        storage.setItem(SETTINGS_STORAGE_KEY, text);
    } catch {
      // A full or blocked storage must not break the live change; it only stops persisting.
    }
  });
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // key null means another tab cleared all storage: fall back to the defaults as well.
    if (event.key !== SETTINGS_STORAGE_KEY && event.key !== null) return;
    store.dispatch(settingsReplaced(parseStoredSettings(event.newValue)));
  };
  target.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    target.removeEventListener('storage', onStorage);
  };
}
