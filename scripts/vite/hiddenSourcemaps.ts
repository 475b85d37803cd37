import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterAppBuild } from './appBuild.ts';

/** Where the app build's source maps go: beside the served folder, never inside it. */
export function sourcemapsDirFor(outDir: string): string {
  return `${path.resolve(outDir)}-sourcemaps`;
}

/**
 * The build writes hidden maps (no `sourceMappingURL` comment) and this moves them out of the
 * served folder, so error reports can be symbolicated without publishing the source
 * (docs/performance.md).
 */
export function hiddenSourcemaps(): Plugin {
  return afterAppBuild('hidden-sourcemaps', 'pre', (outDir, config) => {
    const assets = path.join(outDir, config.build.assetsDir);
    const target = sourcemapsDirFor(outDir);
    // Maps of an earlier build would no longer match its files.
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.map')))
      renameSync(path.join(assets, file), path.join(target, file));
  });
}
