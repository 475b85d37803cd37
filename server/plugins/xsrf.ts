import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@/api/schema';
import { HttpError } from '../errors.ts';

const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function matches(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookie || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Double-submit XSRF: every response that lacks the cookie sets one (readable by the page,
 * SameSite=Strict); an unsafe request must echo it in `X-XSRF-TOKEN`. A rejected request
 * still receives the cookie, so a client that had none can retry once.
 */
export function installXsrf(app: FastifyInstance, bearerOnlyRoutes: readonly string[] = []): void {
  const exempt = new Set(bearerOnlyRoutes);
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE_NAME];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE_NAME, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: isHttps(request),
      });
    }
    // Every unsafe request, not just /api ones: no path can slip past by how it is spelled.
    if (SAFE_METHODS.has(request.method)) return;
    // A route that reads no cookie (only an Authorization header, which a cross-site page cannot
    // send without CORS) has nothing to forge. Matched by route, so no spelling of a path slips by.
    if (exempt.has(request.routeOptions.url ?? '')) return;
    if (!matches(cookie, request.headers[XSRF_HEADER])) {
      throw new HttpError(
        'xsrf_mismatch',
        'The security token is missing or stale. Reload and retry.',
      );
    }
  });
}
