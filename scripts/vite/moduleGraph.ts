// The module graph the chunk groups read (`entryChunk`, `shellChunk`): docs/performance.md.

export interface ModuleNode {
  importedIds: readonly string[];
  dynamicallyImportedIds?: readonly string[];
}
export type ModuleGraph = { getModuleInfo(id: string): ModuleNode | null };

/** Stylesheets keep the chunks Vite gives them: a group holds scripts only. */
export const STYLE = /\.(?:css|scss|sass|less)(?:\?|$)/;

/** The modules `seeds` import statically, directly or through others: what they run at once. */
export function staticClosure(seeds: Iterable<string>, graph: ModuleGraph): Set<string> {
  const closure = new Set<string>();
  const visit = (id: string) => {
    if (closure.has(id)) return;
    closure.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  for (const seed of seeds) visit(seed);
  return closure;
}
