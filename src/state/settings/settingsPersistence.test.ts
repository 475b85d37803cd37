import { beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@/config';
import { createAppStore } from '@/state/store';
import { persistSettings, readStoredSettings } from './settingsPersistence';
import { setSetting, settingsReset } from './settingsSlice';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** What a `storage` event from another tab carries. */
function storageEvent(storage: Storage, key: string | null, newValue: string | null) {
  const event = new Event('storage') as StorageEvent;
  Object.assign(event, { key, newValue, storageArea: storage });
  return event;
}

let storage: MemoryStorage;
let tab: EventTarget;

function openTab() {
  const store = createAppStore({ settings: readStoredSettings(storage) });
  const stop = persistSettings(store, storage, tab as unknown as Window);
  return { store, stop };
}

beforeEach(() => {
  storage = new MemoryStorage();
  tab = new EventTarget();
});

describe('settings persistence', () => {
  test('a change is written under quire-config and read back by the next load', () => {
    const { store } = openTab();
    store.dispatch(setSetting('mode', 'dark'));
    store.dispatch(setSetting('borderRadius', 16));
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({
      mode: 'dark',
      borderRadius: 16,
    });
    const reloaded = openTab();
    expect(reloaded.store.getState().settings).toEqual({
      ...DEFAULT_SETTINGS,
      mode: 'dark',
      borderRadius: 16,
    });
  });

  test('an out-of-range value is refused and not written', () => {
    const { store } = openTab();
    store.dispatch(setSetting('borderRadius', 400));
    expect(store.getState().settings.borderRadius).toBe(DEFAULT_SETTINGS.borderRadius);
    expect(storage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });

  test('a storage event from another tab updates the store', () => {
    const { store } = openTab();
    const written = JSON.stringify({ ...DEFAULT_SETTINGS, presetColor: 'theme3', i18n: 'ro' });
    tab.dispatchEvent(storageEvent(storage, SETTINGS_STORAGE_KEY, written));
    expect(store.getState().settings).toMatchObject({ presetColor: 'theme3', i18n: 'ro' });
  });

  test('a corrupt value from another tab falls back to defaults instead of crashing', () => {
    const { store } = openTab();
    store.dispatch(setSetting('mode', 'dark'));
    tab.dispatchEvent(storageEvent(storage, SETTINGS_STORAGE_KEY, '{"mode":'));
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
  });

  test('events for other keys are ignored; clearing all storage resets', () => {
    const { store } = openTab();
    store.dispatch(setSetting('mode', 'dark'));
    tab.dispatchEvent(storageEvent(storage, 'serviceToken', 'abc'));
    expect(store.getState().settings.mode).toBe('dark');
    tab.dispatchEvent(storageEvent(storage, null, null));
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
  });

  test('reset restores every default and persists it', () => {
    const { store } = openTab();
    store.dispatch(setSetting('menuOrientation', 'horizontal'));
    store.dispatch(setSetting('miniDrawer', true));
    store.dispatch(setSetting('container', true));
    store.dispatch(setSetting('snackbarMaxStack', 7));
    store.dispatch(settingsReset());
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual(DEFAULT_SETTINGS);
  });

  test('after stop, neither writes nor other tabs reach the store', () => {
    const { store, stop } = openTab();
    stop();
    store.dispatch(setSetting('mode', 'dark'));
    expect(storage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    tab.dispatchEvent(storageEvent(storage, SETTINGS_STORAGE_KEY, JSON.stringify({ i18n: 'fr' })));
    expect(store.getState().settings.i18n).toBe('en');
  });

  test('a storage that throws does not break reading or changing settings', () => {
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(readStoredSettings(broken)).toEqual(DEFAULT_SETTINGS);
    const store = createAppStore({ settings: DEFAULT_SETTINGS });
    persistSettings(store, broken, tab as unknown as Window);
    store.dispatch(setSetting('mode', 'dark'));
    expect(store.getState().settings.mode).toBe('dark');
  });
});
