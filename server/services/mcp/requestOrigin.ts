/** Host names that always mean this machine. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function hostName(host: string): string {
  const bracketed = /^(\[[^\]]+\])(?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Whether a request to `/mcp` may be answered (DNS rebinding, docs/mcp.md "Security"): its Host
 * must be loopback or the public origin's host, and an Origin, when a browser sends one, must be
 * a loopback origin or the public origin itself. A page on another site whose name was rebound
 * to this address carries its own Host and Origin, so it is refused before any token is read.
 */
export function requestOriginAllowed(
  headers: { host?: string; origin?: string },
  publicOrigin: string | undefined,
): boolean {
  const publicUrl = publicOrigin ? new URL(publicOrigin) : undefined;
  const host = headers.host ? hostName(headers.host) : '';
  if (!LOOPBACK.has(host) && host !== publicUrl?.hostname.toLowerCase()) return false;
  if (headers.origin === undefined) return true;
  let origin: URL;
  try {
    origin = new URL(headers.origin);
  } catch {
    return false;
  }
  return LOOPBACK.has(origin.hostname.toLowerCase()) || origin.origin === publicUrl?.origin;
}
