import Box from '@mui/material/Box';
import { useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '@/routes/routeTable';

function Thrower(): never {
  throw new Error('A page that fails to render');
}

/** The app's own route table, plus two broken routes under the root to prove the error boundary. */
export function routesWithFailures(): RouteObject[] {
  const [root, ...rest] = routes;
  return [
    {
      ...root,
      children: [
        { path: '/broken-render', element: <Thrower /> },
        {
          path: '/broken-chunk',
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
        ...(root?.children ?? []),
      ],
    } as RouteObject,
    ...rest,
  ];
}

/** The real route table in memory, with the current address shown for play functions. */
export function RoutesStory({ initialPath }: { initialPath: string }) {
  const [router] = useState(() =>
    createMemoryRouter(routesWithFailures(), { initialEntries: [initialPath] }),
  );
  const location = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.location,
  );
  return (
    <>
      <Box
        component="output"
        data-testid="location"
        sx={{
          position: 'fixed',
          insetInlineEnd: 8,
          bottom: 8,
          zIndex: 2000,
          fontSize: 12,
          bgcolor: 'background.paper',
          color: 'text.primary',
          p: 0.5,
        }}
      >
        {`${location.pathname}${location.search}`}
      </Box>
      <RouterProvider router={router} />
    </>
  );
}
