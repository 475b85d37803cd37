import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

export interface StoryRouterProps {
  routes: RouteObject[];
  initialPath?: string;
}

/** A data router in memory: stories navigate, go back and forward without touching the page URL. */
export function StoryRouter({ routes, initialPath = '/' }: StoryRouterProps) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [initialPath] }));
  return <RouterProvider router={router} />;
}
