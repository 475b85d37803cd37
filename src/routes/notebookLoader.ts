// The notebook is built in its own issue; globbing keeps the table compiling before it lands.
const notebookModules = import.meta.glob<Record<string, unknown>>(
  '../pages/Notebook/NotebookPage.tsx',
);

export const loadNotebookPage = async (): Promise<Record<string, unknown>> => {
  const load = Object.values(notebookModules)[0];
  if (load) return load();
  const { NotebookBuilding } = await import('../pages/utility/NotebookBuilding');
  return { NotebookPage: NotebookBuilding };
};
