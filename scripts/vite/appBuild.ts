import path from 'node:path';
import type { ResolvedConfig } from 'vite';

/**
 * True for the production build of the app itself (`index.html` at the root is its input), not
 * for Storybook's build or the test runner, which load the same Vite config.
 */
export function isAppBuild(config: ResolvedConfig): boolean {
  if (config.command !== 'build') return false;
  const input = config.build.rollupOptions.input ?? path.join(config.root, 'index.html');
  const inputs = typeof input === 'string' ? [input] : Object.values(input);
  return inputs.some(
    (file) => path.resolve(config.root, file) === path.join(config.root, 'index.html'),
  );
}
