import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

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

export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
