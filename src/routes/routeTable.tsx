import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { ProgressBar } from '@/components/shared/ProgressBar';
import { wantMessages } from '@/i18n/loadMessages';
import { MinimalLayout } from '@/layouts/MinimalLayout';
import { authRoutes } from './authRoutes';
import { GuestOnly } from './guards';
import { lazyPage } from './lazyPage';
import { PATHS, segment, UTILITY_PAGES } from './paths';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

/** The original menu linked `/pages/…`; those addresses still reach the utility pages. */
function PagesRedirect() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`${PATHS.utility}/${rest}`} replace />;
}

// Without its messages the shell still works (ids show in place of text, as for a missing
// message), so a failed fetch is reported rather than turned into the 500 page.
const wantSignedInMessages = () =>
  wantMessages('signedIn').catch((error: unknown) => console.error(error));

const notFoundPage = lazyPage(() =>
  import('@/pages/utility/NotFoundPage').then((page) => page.NotFoundPage),
);

const utilityPages: RouteObject[] = [
  { path: UTILITY_PAGES.notFound, lazy: notFoundPage },
  {
    path: UTILITY_PAGES.serverError,
    lazy: lazyPage(() =>
      import('@/pages/utility/ServerErrorPage').then((page) => page.ServerErrorPage),
    ),
  },
  {
    path: UTILITY_PAGES.comingSoon1,
    lazy: lazyPage(() =>
      import('@/pages/utility/ComingSoon1Page').then((page) => page.ComingSoon1Page),
    ),
  },
  {
    path: UTILITY_PAGES.comingSoon2,
    lazy: lazyPage(() =>
      import('@/pages/utility/ComingSoon2Page').then((page) => page.ComingSoon2Page),
    ),
  },
  {
    path: UTILITY_PAGES.underConstruction,
    lazy: lazyPage(() =>
      import('@/pages/utility/UnderConstructionPage').then((page) => page.UnderConstructionPage),
    ),
  },
];

/**
 * docs/product.md §2: every page its own chunk; a thrown error shows the 500 page, an unknown
 * path the 404.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    HydrateFallback: ProgressBar,
    children: [
      {
        // The shell is a chunk of its own too: sign-in and utility pages never load it, nor the
        // messages only it and its pages show, which load beside it.
        lazy: lazyPage(() =>
          Promise.all([import('./ShellRoute'), wantSignedInMessages()]).then(
            ([shell]) => shell.ShellRoute,
          ),
        ),
        children: [
          {
            // Errors inside a page keep the shell and its menu around the 500 panel.
            errorElement: <RouteError embedded />,
            children: [
              {
                index: true,
                lazy: lazyPage(() => import('@/pages/Home/HomePage').then((page) => page.HomePage)),
              },
              {
                path: segment(PATHS.notebook),
                lazy: lazyPage(() =>
                  import('@/pages/Notebook/NotebookPage').then((page) => page.NotebookPage),
                ),
              },
              {
                path: segment(PATHS.calendar),
                lazy: lazyPage(() =>
                  import('@/pages/Calendar/CalendarPage').then((page) => page.CalendarPage),
                ),
              },
              {
                path: segment(PATHS.fileAssistant),
                lazy: lazyPage(() =>
                  import('@/pages/FileAssistant/FileAssistantPage').then(
                    (page) => page.FileAssistantPage,
                  ),
                ),
              },
              {
                path: segment(PATHS.agent),
                lazy: lazyPage(() =>
                  import('@/pages/Agent/AgentPage').then((page) => page.AgentPage),
                ),
              },
              {
                path: segment(PATHS.connectedApps),
                lazy: lazyPage(() =>
                  import('@/pages/ConnectedApps/ConnectedAppsPage').then(
                    (page) => page.ConnectedAppsPage,
                  ),
                ),
              },
              {
                path: segment(PATHS.connectApp),
                lazy: lazyPage(() =>
                  import('@/pages/ConnectApp/ConnectAppPage').then((page) => page.ConnectAppPage),
                ),
              },
            ],
          },
        ],
      },
      {
        element: (
          <GuestOnly>
            <MinimalLayout />
          </GuestOnly>
        ),
        children: authRoutes,
      },
      { path: segment(PATHS.utility), element: <MinimalLayout />, children: utilityPages },
      { path: `${segment(PATHS.legacyUtility)}/*`, element: <PagesRedirect /> },
      { element: <MinimalLayout />, children: [{ path: '*', lazy: notFoundPage }] },
    ],
  },
];
