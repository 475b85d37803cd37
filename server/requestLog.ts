import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret. A password reset link is the page's address with its
 * token (`/reset-password?token=…`), and whoever reads the logs must not be able to use it.
 */
const SECRET_PARAMS = /([?&](?:token)=)[^&#]*/gi;

/** The request's address as the logs keep it: any secret in its query replaced. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's own request fields, with the address as `loggedUrl` gives it. */
const request = (req: FastifyRequest) => ({
  method: req.method,
  url: loggedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** pino options with the request serializer added; `false` (silence, in tests) is kept as is. */
export function withRequestLog(logger: boolean | object): boolean | object {
  if (typeof logger !== 'object') return logger;
  const own = (logger as { serializers?: object }).serializers;
  return { ...logger, serializers: { req: request, ...own } };
}
