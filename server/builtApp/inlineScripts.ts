import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the app build lists the hashes of the inline scripts it wrote into index.html; the server
 * allows exactly these in its Content-Security-Policy (docs/performance.md). Under `.vite/`,
 * which the server never serves. The build writes it (scripts/vite/inlineScripts.ts).
 */
export const INLINE_SCRIPTS_FILE = path.join('.vite', 'inline-scripts.json');

/** A CSP source that allows one inline script: `'sha256-<base64>'` of its exact text. */
export function inlineScriptSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The CSP sources of a built app's inline scripts; none when the build wrote no list. Anything
 * but a well-formed hash is dropped, so a damaged file can never widen the policy.
 */
export function readInlineScripts(dir: string): string[] {
  const file = path.join(dir, INLINE_SCRIPTS_FILE);
  if (!existsSync(file)) return [];
  try {
    const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
    return Array.isArray(scriptSrc)
      ? scriptSrc.filter((source): source is string => SOURCE.test(String(source)))
      : [];
  } catch {
    return [];
  }
}
