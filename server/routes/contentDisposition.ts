import type { FastifyReply } from 'fastify';

/**
 * `attachment` with the name twice: an ASCII fallback in quotes (anything else, quotes and
 * backslashes become `_`) and the exact name percent-encoded (RFC 6266, RFC 8187). The name was
 * already made safe on upload; this only makes it safe to put in a header.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends bytes the browser saves as a file: its type, its name, never sniffed as anything else and
 * never cached (an export or an upload is the user's own data).
 */
export function sendDownload(
  reply: FastifyReply,
  download: { type: string; name: string; size?: number },
  body: unknown,
) {
  if (download.size !== undefined) reply.header('Content-Length', download.size);
  return reply
    .header('Content-Type', download.type)
    .header('Content-Disposition', contentDisposition(download.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(body);
}
