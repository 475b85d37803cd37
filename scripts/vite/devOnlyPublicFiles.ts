import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterAppBuild } from './appBuild.ts';

/**
 * Files in public/ that only Storybook and the tests use (MSW's service worker); the app's
 * production build leaves them out.
 */
export const DEV_ONLY_PUBLIC_FILES = ['mockServiceWorker.js'];

export function devOnlyPublicFiles(): Plugin {
  return afterAppBuild('dev-only-public-files', 'pre', (outDir) => {
    for (const file of DEV_ONLY_PUBLIC_FILES) rmSync(path.join(outDir, file), { force: true });
  });
}
