import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { isAppBuild } from './appBuild.ts';

/**
 * Files in public/ that only Storybook and the tests use (MSW's service worker); the app's
 * production build leaves them out.
 */
export const DEV_ONLY_PUBLIC_FILES = ['mockServiceWorker.js'];

export function devOnlyPublicFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'quire:dev-only-public-files',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'pre',
      handler(options) {
        if (!isAppBuild(config) || !options.dir) return;
        for (const file of DEV_ONLY_PUBLIC_FILES)
          rmSync(path.join(options.dir!, file), { force: true });
      },
    },
  };
}
