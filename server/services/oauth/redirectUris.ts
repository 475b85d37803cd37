import { OAUTH_LIMITS } from '@/api/schema';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a client may register this redirect URI: https anywhere, or plain http only to this
 * machine (a desktop client's loopback listener, RFC 8252). No fragment and no credentials, so the
 * code can only reach the address as written; custom schemes are refused, since any app on the
 * user's machine could claim one.
 */
export function redirectUriAllowed(uri: string): boolean {
  if (uri.length > OAUTH_LIMITS.redirectUri) return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.hash || uri.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname.toLowerCase());
}

/** The host the consent page names: what the user recognises the client by. */
export function redirectHost(uri: string): string {
  return new URL(uri).host;
}
