import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { prebundledDeps } from './scripts/prebundledDeps.mjs';
import { devOnlyPublicFiles } from './scripts/vite/devOnlyPublicFiles.ts';
import { entryChunk } from './scripts/vite/entryChunk.ts';
import { hiddenSourcemaps } from './scripts/vite/hiddenSourcemaps.ts';
import { pdfjsData } from './scripts/vite/pdfjsData.ts';
import { precompiledMessages } from './scripts/vite/precompiledMessages.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadHintsPlugin } from './scripts/vite/preloadHints.ts';
import { shellChunk } from './scripts/vite/shellChunk.ts';
import { PAGES, PRERENDERED_ROUTES, SHELL_ROUTE } from './scripts/budget/pageBudgets.ts';
import { prerenderPlugin } from './scripts/prerender/prerenderPlugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The delivery plugins act on the app's production build only (docs/performance.md).
  plugins: [
    react(),
    pdfjsData(),
    precompiledMessages(),
    entryChunk(),
    shellChunk({
      shell: SHELL_ROUTE,
      pages: PAGES.filter((row) => row.layout.includes(SHELL_ROUTE)).map((row) => row.page),
    }),
    hiddenSourcemaps(),
    devOnlyPublicFiles(),
    preloadHintsPlugin(),
    // After the hints: the prerendered pages are index.html with its boot script, and more.
    prerenderPlugin(PRERENDERED_ROUTES),
    precompress(),
  ],
  // `@/` is src/ and `@stories/` is stories/, the same as tsconfig's `paths` (tsx reads those for the server).
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@stories/': fileURLToPath(new URL('./stories/', import.meta.url)),
    },
  },
  // Every module the browser code imports is pre-bundled up front (read from the sources, see
  // scripts/prebundledDeps.mjs): one found late re-bundles and reloads the page mid-test.
  optimizeDeps: { include: prebundledDeps(root, ['src', 'stories', '.storybook']) },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  // The manifest (in .vite/, which the server never serves) feeds the budget test.
  build: { sourcemap: 'hidden', manifest: true, chunkSizeWarningLimit: 800 },
});
