import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The built files a browser must fetch before it can paint these entries: each entry's chunk,
 * everything it imports statically (transitively) and their CSS. Dynamic imports are left out:
 * they load later, on demand.
 */
export function filesBeforePaint(manifest: Manifest, entries: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: is the budget table stale?`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...files];
}

/** Bytes on the wire: the `.br` file the server sends, or the file itself (fonts are compressed). */
export function brotliBytes(outDir: string, file: string): number {
  const full = path.join(outDir, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  if (/\.(?:woff2|png|jpe?g|webp|avif)$/.test(file)) return statSync(full).size;
  return brotliCompressSync(readFileSync(full), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** The npm packages a built file was made from, read from its (hidden) source map. */
export function packagesIn(sourcemapsDir: string, file: string): Set<string> {
  const mapFile = path.join(sourcemapsDir, `${path.basename(file)}.map`);
  if (!existsSync(mapFile)) return new Set();
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  const names = sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]);
  return new Set(names.filter((name): name is string => Boolean(name)));
}
