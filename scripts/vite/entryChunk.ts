import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { isAppBuild } from './appBuild.ts';
import { staticClosure, STYLE } from './moduleGraph.ts';

/**
 * Everything the app's entry runs before its first render, in one chunk (docs/performance.md).
 * Left alone, the bundler cuts what the entry shares with the lazily loaded pages into a dozen
 * shared chunks (a page may not import the entry chunk back), so every first paint fetched them
 * all, each compressed on its own. One chunk costs no route a byte more (each route loads all of
 * it anyway) and compresses better; modules that only pages use keep their own chunks.
 */
export function entryChunk(entry = 'src/main.tsx'): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'quire:entry-chunk',
    configResolved(resolved) {
      config = resolved;
    },
    outputOptions(options) {
      if (!isAppBuild(config)) return null;
      const seed = path.join(config.root, entry);
      let closure: Set<string> | undefined;
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              debugName: 'entry closure',
              name: (id, graph) => {
                closure ??= staticClosure([seed], graph);
                return closure.has(id) && !STYLE.test(id) ? 'app' : null;
              },
            },
          ],
        },
      };
    },
  };
}
