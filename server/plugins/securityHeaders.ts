import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our origin, and inline only the built index.html's own boot script, allowed
 * by its hash (`inlineScripts`, docs/performance.md): any other inline script is refused. Styles
 * allow 'unsafe-inline' because emotion (MUI) injects <style> elements at run time; a nonce would
 * need index.html rendered per request, and inline styles cannot run code, so the trade is
 * documented in the README.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  connectOrigins: string[] = [],
  inlineScripts: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * API answers carry private data (notes, the signed-in user, a session token): no browser or
 * proxy may keep a copy, so every /api response says `no-store`.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.url === '/api' ||
      request.url.startsWith('/api/') ||
      request.url.startsWith('/api?')
    )
      reply.header('Cache-Control', 'no-store');
  });
}
