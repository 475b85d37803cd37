import { PATHS } from '@/routes/paths';

export interface ClientLocation {
  pathname: string;
  search: string;
}

export interface ClientNavigator {
  location(): ClientLocation;
  navigate(to: string): void;
}

/** A full page load; the router replaces it with a client-side navigation once it mounts. */
const browserNavigator: ClientNavigator = {
  location: () =>
    typeof window === 'undefined'
      ? { pathname: '/', search: '' }
      : { pathname: window.location.pathname, search: window.location.search },
  navigate: (to) => {
    if (typeof window !== 'undefined') window.location.assign(to);
  },
};

let current: ClientNavigator = browserNavigator;

export function activeNavigator(): ClientNavigator {
  return current;
}

/** Lets the router own navigation while it is mounted; returns the undo. */
export function registerNavigator(navigator: ClientNavigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = browserNavigator;
  };
}

/** `/login?next=<where the user was>`, or null when the address is already a login page. */
export function loginRedirectTarget({ pathname, search }: ClientLocation): string | null {
  const here = `${pathname}${search}`;
  if (here.includes(PATHS.login)) return null;
  return `${PATHS.login}?next=${encodeURIComponent(here)}`;
}
