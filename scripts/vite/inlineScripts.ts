// The build's side of the inline script list: it writes the hashes the server reads
// (server/builtApp/inlineScripts.ts) and allows in its Content-Security-Policy.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  INLINE_SCRIPTS_FILE,
  inlineScriptSource,
  readInlineScripts,
} from '../../server/builtApp/inlineScripts.ts';

function writeSources(outDir: string, sources: string[]): void {
  const file = path.join(outDir, INLINE_SCRIPTS_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ scriptSrc: sources })}\n`);
}

export function writeInlineScripts(outDir: string, scripts: string[]): void {
  writeSources(outDir, scripts.map(inlineScriptSource));
}

/** Adds scripts written after the list (the prerendered pages' gate) to it. */
export function addInlineScripts(outDir: string, scripts: string[]): void {
  const listed = readInlineScripts(outDir);
  const added = scripts.map(inlineScriptSource).filter((source) => !listed.includes(source));
  writeSources(outDir, [...listed, ...added]);
}
