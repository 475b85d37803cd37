// Read by the build and by the server, which imports nothing from the app's sources.

/** Where the prerendered pages live in the build: `/login` → `prerendered/login.html`. */
export const PRERENDER_DIR = 'prerendered';

export function prerenderedFile(route: string): string {
  return `${PRERENDER_DIR}/${route.replace(/^\/+|\/+$/g, '')}.html`;
}
