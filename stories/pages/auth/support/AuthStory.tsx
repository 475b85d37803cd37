import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { registerNavigator } from '../../../../src/api/client';
import { MinimalLayout } from '../../../../src/layouts/MinimalLayout';
import { authRoutes } from '../../../../src/pages/auth/authRoutes';
import { GuestOnly } from '../../../../src/routes/guards';
import { useAppSelector } from '../../../../src/state/hooks';

export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** Where sign-in leads in these stories: the address and who is signed in, for play functions. */
export function StoryLanding() {
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

export interface StoryAppProps {
  routes: RouteObject[];
  initialEntry: InitialEntry;
}

/**
 * A memory router that also takes over the client's 401 navigation, so a redirect to /login
 * happens inside the story instead of reloading the frame.
 */
export function StoryApp({ routes, initialEntry }: StoryAppProps) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [initialEntry] }));
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
