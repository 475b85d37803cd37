import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { MotionProvider } from '@/components/shared/Motion';
import { NotificationsProvider } from '@/components/shared/Notifications';
import { SnackbarHost } from '@/components/shared/Snackbar';
import { useDocumentAttributes } from '@/hooks/useDocumentAttributes';
import { usePrefersReducedMotion } from '@/hooks/usePrefersReducedMotion';
import { LocaleProvider } from '@/i18n/LocaleProvider';
import { useAppSelector, useSettings } from '@/state/hooks';
import { selectNotificationLimit } from '@/state/settings/settingsSlice';
import type { AppStore } from '@/state/store';
import { createAppTheme } from '@/theme/createAppTheme';
import { loadedEmotionCache } from '@/theme/emotionCache';
import { useFontFaces } from '@/theme/fonts';
import { useLoadedDirection } from '@/theme/useLoadedDirection';

export interface AppProvidersProps {
  store: AppStore;
  /** Forces motion off regardless of the media query (Chromatic, snapshots). */
  disableMotion?: boolean;
  /** The build's prerender collects the styles in a cache of its own (docs/performance.md). */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** Everything a screen needs around it; the app and every story use exactly this. */
export function AppProviders({
  store,
  disableMotion = false,
  emotionCache,
  children,
}: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ThemedProviders disableMotion={disableMotion} emotionCache={emotionCache}>
        {children}
      </ThemedProviders>
    </ReduxProvider>
  );
}

function ThemedProviders({
  disableMotion,
  emotionCache,
  children,
}: {
  disableMotion: boolean;
  emotionCache: EmotionCache | undefined;
  children: ReactNode;
}) {
  const saved = useSettings();
  const direction = useLoadedDirection(saved.themeDirection);
  const settings = useMemo(
    () => (direction === saved.themeDirection ? saved : { ...saved, themeDirection: direction }),
    [saved, direction],
  );
  const notificationLimit = useAppSelector(selectNotificationLimit);
  const prefersReducedMotion = usePrefersReducedMotion();
  const reducedMotion = disableMotion || prefersReducedMotion;
  const theme = useMemo(
    () => createAppTheme(settings, { reducedMotion }),
    [settings, reducedMotion],
  );
  useDocumentAttributes(direction, settings.i18n);
  useFontFaces([settings.fontFamily]);

  return (
    <CacheProvider value={emotionCache ?? loadedEmotionCache(direction)!}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <LocaleProvider locale={settings.i18n}>
          <NotificationsProvider maxStack={notificationLimit} reducedMotion={reducedMotion}>
            <MotionProvider reducedMotion={reducedMotion}>
              <SnackbarHost>{children}</SnackbarHost>
            </MotionProvider>
          </NotificationsProvider>
        </LocaleProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
