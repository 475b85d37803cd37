import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * A route `lazy` that loads one page module (its own chunk) and takes the page from it:
 * `lazyPage(() => import('@/pages/Home/HomePage').then((page) => page.HomePage))`, so a renamed
 * or missing export fails the type check instead of the navigation.
 */
export function lazyPage(
  load: () => Promise<ComponentType<Record<string, never>>>,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await load() });
}
