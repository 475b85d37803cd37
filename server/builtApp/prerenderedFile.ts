// Which prerendered page the server sends for an address; the build (scripts/prerender) renders
// the same list. Runtime code, so it lives with the server, which imports nothing from the app's
// sources but the schema's.
import { ACCOUNT_LIMITS } from '../../src/api/schema/accountLimits.ts';
import { resetTokenFrom } from '../../src/api/schema/resetToken.ts';

/** Where the prerendered pages live in the build: `/login` → `prerendered/login.html`. */
export const PRERENDER_DIR = 'prerendered';

/**
 * The one parameter a prerendered page's link always carries. The page's first render depends
 * on whether the page accepts its value, never on the value: the build renders it with `sample`
 * and the server sends that file for any value `accepts` takes (docs/performance.md,
 * "Prerendered pages").
 */
export interface RenderedQuery {
  name: string;
  accepts: (value: string) => boolean;
  /** A value `accepts` takes; the markup must hold none of it. */
  sample: string;
}

export const RENDERED_QUERIES: Partial<Record<string, RenderedQuery>> = {
  // The form for a well-formed token, with the page's own check; the client renders the notice.
  '/reset-password': {
    name: 'token',
    accepts: (value) => resetTokenFrom(value) !== undefined,
    sample: 'x'.repeat(ACCOUNT_LIMITS.resetToken.min),
  },
};

const routeOf = (pathname: string) => `/${pathname.replace(/^\/+|\/+$/g, '')}`;

export function prerenderedFile(route: string): string {
  return `${PRERENDER_DIR}${routeOf(route)}.html`;
}

/** The address the build renders `route` at: with its query's sample when it has one. */
export function renderedAddress(route: string): string {
  const query = RENDERED_QUERIES[route];
  return query
    ? `${route}?${new URLSearchParams({ [query.name]: query.sample }).toString()}`
    : route;
}

/**
 * True when `search` is the query the page at `pathname` was rendered for: none, or the page's
 * one parameter with a value it accepts. Another parameter, a second value or a value the page
 * refuses renders something else, which the client renders.
 */
export function renderedForQuery(pathname: string, search: string): boolean {
  const query = RENDERED_QUERIES[routeOf(pathname)];
  if (!query) return search === '';
  const params = [...new URLSearchParams(search)];
  const [name, value] = params[0] ?? [];
  return params.length === 1 && name === query.name && query.accepts(value ?? '');
}
