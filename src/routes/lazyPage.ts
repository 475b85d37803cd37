import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

type PageModule = Record<string, unknown>;

/** A route `lazy` loading one page module (its own chunk) and using its export `name`. */
export function lazyPage(
  load: () => Promise<PageModule>,
  name: string,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await load();
    const Component = (module[name] ?? module.default) as ComponentType | undefined;
    if (!Component) throw new Error(`Page module has no export ${name}`);
    return { Component };
  };
}
