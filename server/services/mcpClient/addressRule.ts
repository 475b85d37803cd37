import { BlockList, isIP } from 'node:net';

/**
 * Addresses a user's MCP server may not resolve to unless the operator allowed its host
 * (docs/agentMcpServers.md "Addresses"): loopback, private, link-local (cloud metadata), shared, multicast
 * and reserved ranges. Otherwise a user could make Quire fetch its own database or the cloud's
 * metadata service.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

/** True for an address no user's server may be reached at without the operator's allow-list. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, 'ipv4');
  return INTERNAL.check(address, 'ipv6');
}

/** `host` or `host:port` as the operator lists them (MCP_CLIENT_ALLOWED_HOSTS). */
export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return allowed === host || allowed === `${host}:${port}`;
  });
}

/** Why a server's address is refused before any connection, or null when it may be tried. */
export function urlRefusal(
  url: URL,
  allowedHosts: readonly string[],
): 'insecure_url' | 'blocked_address' | null {
  const allowed = isAllowedHost(url, allowedHosts);
  if (url.protocol !== 'https:' && !allowed) return 'insecure_url';
  if (url.username || url.password) return 'blocked_address';
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isInternalAddress(literal) && !allowed) return 'blocked_address';
  return null;
}
