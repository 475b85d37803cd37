import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from './api/client/navigation';
import { AppProviders } from '@/components/shared/AppProviders';
import { loadMessages, startWithMessages } from './i18n/loadMessages';
import { routes } from '@/routes/routeTable';
import { unregisterServiceWorkers } from './startup/serviceWorkers';
import { takePrerendered } from './startup/takePrerendered';
import { typedBeforeHydration } from './startup/typedBeforeHydration';
import { syncSession } from './state/session/sessionSync';
import { bootstrapSession } from './state/session/sessionThunks';
import { createAppStore } from './state/store';
import { loadEmotionCache } from './theme/emotionCache';
import { preloadFont } from './theme/fonts';

function routerInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Runs `onHydrated` once the markup is React's; it renders no element of its own. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

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
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  const { settings, session } = store.getState();
  if (takePrerendered(root, { settings, session: session.status })) {
    // The markup shows the page itself: hydrating before its chunk has loaded would replace it
    // with the router's fallback.
    await routerInitialized(router);
    const restore = typedBeforeHydration(root);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (docs/performance.md, "Prerendered pages").
    startTransition(() => {
      hydrateRoot(root, <Hydrated onHydrated={restore}>{app}</Hydrated>);
    });
  } else createRoot(root).render(app);
}

void start();
