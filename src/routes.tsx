import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { ProgressBar } from './components/ProgressBar';
import { MinimalLayout } from './layouts/MinimalLayout';
import { authRoutes } from './pages/auth/authRoutes';
import { GuestOnly } from './routes/guards';
import { lazyPage } from './routes/lazyPage';
import { RootShell } from './routes/RootShell';
import { RouteError } from './routes/RouteError';

/** The original menu linked `/pages/…`; those addresses still reach the utility pages. */
function PagesRedirect() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`/auth/pages/${rest}`} replace />;
}

const utilityPages: RouteObject[] = [
  { path: 'error', lazy: lazyPage(() => import('./pages/utility/NotFoundPage'), 'NotFoundPage') },
  {
    path: '500',
    lazy: lazyPage(() => import('./pages/utility/ServerErrorPage'), 'ServerErrorPage'),
  },
  {
    path: 'coming-soon1',
    lazy: lazyPage(() => import('./pages/utility/ComingSoon1Page'), 'ComingSoon1Page'),
  },
  {
    path: 'coming-soon2',
    lazy: lazyPage(() => import('./pages/utility/ComingSoon2Page'), 'ComingSoon2Page'),
  },
  {
    path: 'under-construction',
    lazy: lazyPage(() => import('./pages/utility/UnderConstructionPage'), 'UnderConstructionPage'),
  },
];

/** SPEC §2: every page its own chunk; a thrown error shows the 500 page, an unknown path the 404. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    HydrateFallback: ProgressBar,
    children: [
      {
        // The shell is a chunk of its own too: sign-in and utility pages never load it.
        lazy: lazyPage(() => import('./routes/ShellRoute'), 'ShellRoute'),
        children: [
          {
            // Errors inside a page keep the shell and its menu around the 500 panel.
            errorElement: <RouteError embedded />,
            children: [
              { index: true, lazy: lazyPage(() => import('./pages/Home/HomePage'), 'HomePage') },
              {
                path: 'digi_notebook',
                lazy: lazyPage(() => import('./pages/Notebook/NotebookPage'), 'NotebookPage'),
              },
              {
                path: 'calendar/:username',
                lazy: lazyPage(() => import('./pages/Calendar/CalendarPage'), 'CalendarPage'),
              },
              {
                path: 'file_assistant',
                lazy: lazyPage(
                  () => import('./pages/FileAssistant/FileAssistantPage'),
                  'FileAssistantPage',
                ),
              },
              {
                path: 'agent',
                lazy: lazyPage(() => import('./pages/Agent/AgentPage'), 'AgentPage'),
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
      { path: 'auth/pages', element: <MinimalLayout />, children: utilityPages },
      { path: 'pages/*', element: <PagesRedirect /> },
      {
        element: <MinimalLayout />,
        children: [
          {
            path: '*',
            lazy: lazyPage(() => import('./pages/utility/NotFoundPage'), 'NotFoundPage'),
          },
        ],
      },
    ],
  },
];
