import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, minifySync, runnerImport, type Plugin } from 'vite';
import type * as AppConfig from '../../src/config.ts';
import type { renderPage as RenderPage } from '../../src/prerender/renderPage.tsx';
import {
  CLIENT_RENDER_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_PENDING_ATTRIBUTE,
} from '../../src/startup/prerendered.ts';
import { FONT_WEIGHTS, fontSourceFile, PRELOADED_FACE } from '../../src/theme/fonts/fontFiles.ts';
import { readManifest } from '../budget/firstPaint.ts';
import { afterAppBuild } from '../vite/appBuild.ts';
import { addInlineScripts } from '../vite/inlineScripts.ts';
import { keepPrerender, type PrerenderGate } from './prerenderGate.ts';
import {
  prerenderedFile,
  RENDERED_QUERIES,
  renderedAddress,
} from '../../server/builtApp/prerenderedFile.ts';
import { prerenderedHtml, withBuiltFontUrls } from './prerenderedHtml.ts';

type GateSettings = Pick<
  typeof AppConfig,
  'DEFAULT_SETTINGS' | 'SETTINGS_STORAGE_KEY' | 'TOKEN_STORAGE_KEY'
>;

/** The gate's text: its constants and the function that reads them, minified. */
export function gateScript(gate: PrerenderGate): string {
  const source = `(${keepPrerender.toString()})(${JSON.stringify(gate)},window)`;
  return minifySync('prerender-gate.js', source).code.trim();
}

/**
 * Renders `routes` at build time into `prerendered/<route>.html` (docs/performance.md,
 * "Prerendered pages"): the server sends one for its exact address (and the query it was
 * rendered for, `RENDERED_QUERIES`), the browser paints it before any script has run, and the
 * entry hydrates it. Runs after the preload hints (the pages keep index.html's boot script) and
 * before compression.
 */
export function prerenderPlugin(routes: string[]): Plugin {
  return afterAppBuild('prerender', 'pre', async (outDir, config) => {
    // Class names are hashes of the styles, and MUI labels them outside production: markup
    // rendered in another mode would not match the built client's.
    if (process.env.NODE_ENV !== 'production')
      throw new Error(`prerendering needs NODE_ENV=production, not ${process.env.NODE_ENV}`);
    // A cache folder of its own: the dev server's dependency optimizer must not rewrite the one
    // Storybook and the story tests are using.
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'quire-prerender-'));
    const server = await createServer({
      configFile: config.configFile,
      root: config.root,
      mode: 'production',
      cacheDir,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const { module: settings } = await runnerImport<GateSettings>(
        path.join(config.root, 'src', 'config.ts'),
        { configFile: false, logLevel: 'silent' },
      );
      const manifest = readManifest(outDir);
      const family = settings.DEFAULT_SETTINGS.fontFamily;
      const gate = gateScript({
        settingsKey: settings.SETTINGS_STORAGE_KEY,
        tokenKey: settings.TOKEN_STORAGE_KEY,
        settings: settings.DEFAULT_SETTINGS,
        attribute: CLIENT_RENDER_ATTRIBUTE,
        prerendered: PRERENDERED_ATTRIBUTE,
        submitPending: SUBMIT_PENDING_ATTRIBUTE,
        fonts: FONT_WEIGHTS.filter((weight) => weight !== PRELOADED_FACE.weight).map((weight) => {
          const source = fontSourceFile(family, weight, PRELOADED_FACE.subset);
          const file = manifest[source]?.file;
          if (!file) throw new Error(`${source} is not in the build manifest`);
          return `${config.base}${file}`;
        }),
      });
      const { renderPage } = (await server.ssrLoadModule('/src/prerender/renderPage.tsx')) as {
        renderPage: typeof RenderPage;
      };
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const route of routes) {
        const page = await renderPage(renderedAddress(route));
        // One file for every value the page accepts: none of the one rendered may be in it.
        const query = RENDERED_QUERIES[route];
        if (query && page.html.includes(query.sample))
          throw new Error(`${route}'s markup holds its ${query.name}`);
        const fontFaces = withBuiltFontUrls(
          page.fontFaces,
          (source) => manifest[source]?.file,
          config.base,
        );
        const file = path.join(outDir, prerenderedFile(route));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, prerenderedHtml(index, { ...page, fontFaces }, gate));
      }
      addInlineScripts(outDir, [gate]);
    } finally {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
}
