/** Where to go after sign-in: `next` only when it is a path inside this app (no open redirect). */
export function safeNext(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}

/** The sign-in address that brings the user back to `pathname + search`. */
export function loginPath(pathname: string, search: string): string {
  return `/login?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`;
}
