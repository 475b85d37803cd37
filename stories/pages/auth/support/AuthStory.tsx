import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { registerNavigator } from '@/api/client';
import { MinimalLayout } from '@/layouts/MinimalLayout';
import { authRoutes } from '@/routes/authRoutes';
import { GuestOnly } from '@/routes/guards';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { syncSession } from '@/state/session/sessionSync';

export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** Where sign-in leads in these stories: the address and who is signed in, for play functions. */
export function StoryLanding({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user);
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1">
        Landing page
      </Typography>
      <Typography>
        Address: <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      </Typography>
      <Typography>
        Signed in as: <output data-testid="session">{user?.username ?? 'nobody'}</output>
      </Typography>
      {children}
    </Box>
  );
}

/** The app's sign-in group exactly as routed (guard, layout, lazy pages) in a memory router. */
export function authStoryRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      HydrateFallback: () => null,
      children: [
        {
          element: (
            <GuestOnly>
              <MinimalLayout />
            </GuestOnly>
          ),
          children: authRoutes,
        },
        ...extra,
        { path: '*', element: <StoryLanding /> },
      ],
    },
  ];
}

export type StoryRouter = ReturnType<typeof createMemoryRouter>;

export interface StoryAppProps {
  routes: RouteObject[];
  initialEntry: InitialEntry;
  /** Hands the router to a play function (to follow a link "from an e-mail"). */
  onRouter?: (router: StoryRouter) => void;
}

/**
 * A memory router wired like the app's (src/main.tsx): it takes over the client's 401
 * navigation, so a redirect to /login happens inside the story instead of reloading the frame,
 * and the session follows the client's 401s.
 */
export function StoryApp({ routes, initialEntry, onRouter }: StoryAppProps) {
  const dispatch = useAppDispatch();
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [initialEntry] }));
  // A block body: a play's callback may return what it stored, and an effect may return only its
  // clean-up (React logs anything else as an error).
  useEffect(() => {
    onRouter?.(router);
  }, [router, onRouter]);
  useEffect(() => syncSession(dispatch), [dispatch]);
  useEffect(
    () =>
      registerNavigator({
        location: () => router.state.location,
        navigate: (to) => void router.navigate(to),
      }),
    [router],
  );
  return <RouterProvider router={router} />;
}

export function AuthStory({ initialEntry }: { initialEntry: InitialEntry }) {
  return <StoryApp routes={authStoryRoutes()} initialEntry={initialEntry} />;
}
