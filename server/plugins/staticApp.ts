import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { prerenderedFile, renderedForQuery } from '../builtApp/prerenderedFile.ts';

/** True when the built app exists in `dir`; the server then serves it beside /api. */
export function hasBuiltApp(dir: string | undefined): dir is string {
  return Boolean(dir && existsSync(path.join(dir, 'index.html')));
}

export async function installStaticApp(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    // `/` is the app's own page; no other directory has an index.
    index: ['index.html'],
    wildcard: true,
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each text file; the client's Accept-Encoding picks one.
    preCompressed: true,
    // Source maps stay out of the build (docs/performance.md); should one slip in, it is not served.
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files in assets/: they never change, so cache them for a year.
      const hashed = filePath.startsWith(path.join(dir, 'assets') + path.sep);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** History fallback: a GET for a page of the app (not /api, wants HTML) gets index.html. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/api' || request.url.startsWith('/api/')) return false;
  // Scripts and images ask with */*; a missing asset must stay a 404, not turn into HTML.
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The page for an address of the app: its prerendered HTML when the build wrote one for exactly
 * this path and query (docs/performance.md, "Prerendered pages"), else index.html. A query the
 * page was not rendered for gets index.html: what `/login?next=…` shows was not rendered, nor
 * `/reset-password` without a token the page accepts.
 */
export function appShellFile(dir: string, url: string): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (!/^(?:\/[a-z0-9-]+)+\/?$/.test(pathname) || !renderedForQuery(pathname, search))
    return 'index.html';
  const file = prerenderedFile(pathname);
  return existsSync(path.join(dir, file)) ? file : 'index.html';
}

export function sendAppShell(reply: FastifyReply, file = 'index.html'): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').sendFile(file);
}
