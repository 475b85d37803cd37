import { ACCESS_TOKEN_SCOPES, type AccessTokenScope } from '@/api/schema';

const KNOWN = new Set<string>(ACCESS_TOKEN_SCOPES);

/**
 * The scopes of an OAuth `scope` parameter (space-separated), in the order the app lists them,
 * or null when it names one Quire does not have. Without the parameter a client asks for every
 * scope, which the consent page then lists in full.
 */
export function parseScopeParameter(scope: string | undefined): AccessTokenScope[] | null {
  const words = (scope ?? '').split(' ').filter(Boolean);
  if (words.some((word) => !KNOWN.has(word))) return null;
  if (words.length === 0) return [...ACCESS_TOKEN_SCOPES];
  return ACCESS_TOKEN_SCOPES.filter((known) => words.includes(known));
}
