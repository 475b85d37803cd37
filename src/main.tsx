import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './components/AppProviders';
import { loadMessages } from './i18n/loadMessages';
import { routes } from './routes';
import { unregisterServiceWorkers } from './startup/serviceWorkers';
import { createAppStore } from './state/store';

async function start() {
  void unregisterServiceWorkers(navigator.serviceWorker);
  const vitalsUrl: string | undefined = import.meta.env.VITE_VITALS_URL;
  // Only builds that report vitals pay for the library.
  if (vitalsUrl)
    void import('./startup/vitals').then(({ reportWebVitals }) => reportWebVitals(vitalsUrl));

  const store = createAppStore({ persist: true });
  // The first paint is already in the user's language.
  await loadMessages(store.getState().settings.i18n).catch((error: unknown) =>
    console.error(error),
  );
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
