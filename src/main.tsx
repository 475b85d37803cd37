import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from './api/client/navigation';
import { AppProviders } from './components/AppProviders';
import { loadMessages, startWithMessages } from './i18n/loadMessages';
import { routes } from '@/routes/routeTable';
import { unregisterServiceWorkers } from './startup/serviceWorkers';
import { syncSession } from './state/session/sessionSync';
import { bootstrapSession } from './state/session/sessionThunks';
import { createAppStore } from './state/store';
import { loadEmotionCache } from './theme/emotionCache';
import { preloadFont } from './theme/fonts';

async function start() {
  void unregisterServiceWorkers(navigator.serviceWorker);
  const vitalsUrl: string | undefined = import.meta.env.VITE_VITALS_URL;
  // Only builds that report vitals pay for the library.
  if (vitalsUrl)
    void import('./startup/vitals').then(({ reportWebVitals }) => reportWebVitals(vitalsUrl));

  // Before the router starts: the signed-in shell's route adds its own messages as it loads.
  startWithMessages(['common']);
  const store = createAppStore({ persist: true });
  preloadFont(store.getState().settings.fontFamily);
  syncSession(store.dispatch);
  void store.dispatch(bootstrapSession());
  // Created first, the router starts fetching the page's chunk while the messages load.
  const router = createBrowserRouter(routes);
  // The first paint is already in the user's language and direction.
  const { i18n, themeDirection } = store.getState().settings;
  await Promise.all([loadMessages(i18n), loadEmotionCache(themeDirection)]).catch(
    (error: unknown) => console.error(error),
  );
  // A 401 anywhere sends the user to sign-in through the router, keeping the page state.
  registerNavigator({
    location: () => router.state.location,
    navigate: (to) => void router.navigate(to),
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
