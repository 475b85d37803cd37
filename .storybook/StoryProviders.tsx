import { useEffect, useState, type ReactNode } from 'react';
import isChromatic from 'chromatic/isChromatic';
import { AppProviders } from '@/components/shared/AppProviders';
import { DEFAULT_SETTINGS, type Settings } from '@/config';
import { attachDataCache } from '@/state/api/dataCache';
import { settingsReplaced } from '@/state/settings/settingsSlice';
import { createAppStore, type CreateAppStoreOptions } from '@/state/store';
import { rememberStoryStore } from './storyStore';

export interface StoryProvidersProps {
  settings: Settings;
  preloadedState?: CreateAppStoreOptions['preloadedState'];
  children: ReactNode;
}

/** A fresh store per story, following the toolbar globals without remounting the story. */
export function StoryProviders({ settings, preloadedState, children }: StoryProvidersProps) {
  const [store] = useState(() => {
    const created = createAppStore({ settings, preloadedState });
    // Stories render pages and widgets without the shell that attaches the cache in the app.
    attachDataCache(created);
    rememberStoryStore(created);
    return created;
  });
  useEffect(() => {
    store.dispatch(settingsReplaced(settings));
  }, [store, settings]);
  return (
    <AppProviders store={store} disableMotion={isChromatic()}>
      {children}
    </AppProviders>
  );
}

export function settingsFromGlobals(
  globals: Record<string, unknown>,
  overrides: Partial<Settings> = {},
): Settings {
  return {
    ...DEFAULT_SETTINGS,
    presetColor: globals.preset as Settings['presetColor'],
    mode: globals.mode as Settings['mode'],
    themeDirection: globals.direction as Settings['themeDirection'],
    i18n: globals.locale as Settings['i18n'],
    ...overrides,
  };
}
