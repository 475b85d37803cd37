import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { isAppBuild } from './appBuild.ts';
import { staticClosure, STYLE, type ModuleGraph } from './moduleGraph.ts';

/**
 * What a signed-out visitor may load: the entry's closure and everything lazily loaded from it
 * (sign-in pages, notifications, message bundles…), except the shell and the pages inside it.
 */
function signedOutClosure(entry: string, inside: Set<string>, graph: ModuleGraph): Set<string> {
  const reached = staticClosure([entry], graph);
  const queue = [...reached];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    for (const target of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      if (inside.has(target) || reached.has(target)) continue;
      for (const found of staticClosure([target], graph)) {
        if (reached.has(found)) continue;
        reached.add(found);
        queue.push(found);
      }
    }
  }
  return reached;
}

export interface ShellChunkOptions {
  /** The signed-in shell's module, lazily loaded by the route table. */
  shell: string;
  /** The pages rendered inside the shell: they always load after it. */
  pages: readonly string[];
  entry?: string;
}

/**
 * The signed-in shell's static closure in one `shell` chunk (docs/performance.md), like
 * `entryChunk` for the entry: left alone, the bundler cuts what the shell shares with the pages
 * into two dozen small chunks, each fetched and compressed on its own. Every signed-in page loads
 * the whole shell anyway; a module a signed-out page (or anything it loads) also uses keeps its own
 * chunk, so sign-in pages never fetch the shell. Runs after `entryChunk` and adds its group.
 */
export function shellChunk({ shell, pages, entry = 'src/main.tsx' }: ShellChunkOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'quire:shell-chunk',
    configResolved(resolved) {
      config = resolved;
    },
    outputOptions(options) {
      if (!isAppBuild(config)) return null;
      const at = (file: string) => path.join(config.root, file);
      const inside = new Set([shell, ...pages].map(at));
      let members: Set<string> | undefined;
      const split = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...split,
          groups: [
            ...(split.groups ?? []),
            {
              debugName: 'signed-in shell closure',
              // A shell module's dependency that a signed-out page also uses must stay out.
              includeDependenciesRecursively: false,
              name: (id, graph) => {
                if (!members) {
                  const outside = signedOutClosure(at(entry), inside, graph);
                  members = staticClosure([at(shell)], graph);
                  for (const id of outside) members.delete(id);
                  // The route's own module stays the lazy entry the route table (and the manifest) names.
                  members.delete(at(shell));
                }
                return members.has(id) && !STYLE.test(id) ? 'shell' : null;
              },
            },
          ],
        },
      };
    },
  };
}
