import { PATHS } from '@/routes/paths';

/**
 * Where to go after sign-in: the `next` query parameter when it is a path inside this app,
 * otherwise home. Refuses other origins (`//evil`, `https:`), back-slash tricks and login pages,
 * so a crafted link can neither send the user away nor loop.
 */
export function nextPathFrom(search: string): string {
  let next: string | null;
  try {
    next = new URLSearchParams(search).get('next');
  } catch {
    return '/';
  }
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  const path = next.split(/[?#]/)[0] ?? '';
  if (path === PATHS.login || path.startsWith(`${PATHS.login}/`)) return PATHS.home;
  return next;
}

/** `path` carrying the same safe `next` as `search`, so moving between sign-in pages keeps it. */
export function withNext(path: string, search: string): string {
  const next = nextPathFrom(search);
  return next === '/' ? path : `${path}?${new URLSearchParams({ next }).toString()}`;
}
