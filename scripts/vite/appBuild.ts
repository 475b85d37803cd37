import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

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

/**
 * A plugin that works on the app build's written output folder; `order` 'pre' runs before
 * 'post' steps (the source maps leave the folder before anything is compressed).
 */
export function afterAppBuild(
  name: string,
  order: 'pre' | 'post',
  step: (outDir: string, config: ResolvedConfig) => void | Promise<void>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name: `quire:${name}`,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order,
      sequential: true,
      async handler(options) {
        if (isAppBuild(config) && options.dir) await step(options.dir, config);
      },
    },
  };
}
