import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, runnerImport, type Plugin } from 'vite';
import type * as AppConfig from '../../src/config.ts';
import { fontSourceFile, PRELOADED_FACE } from '../../src/theme/fonts/fontFiles.ts';
import { MESSAGE_PARTS, PART_QUERY, type MessagePart } from '../../src/i18n/messageParts.ts';
import { filesBeforePaint, readManifest, type Manifest } from '../budget/firstPaint.ts';
import { PAGES, type PageBudget } from '../budget/pageBudgets.ts';
import { PRERENDERED_ATTRIBUTE } from '../../src/startup/prerendered.ts';
import { afterAppBuild } from './appBuild.ts';
import { writeInlineScripts } from './inlineScripts.ts';
import { addPreloadHints, type PreloadHints } from './preloadHintsBoot.ts';

/** A message bundle's part as the manifest names it (`src/i18n/messageParts.ts`). */
const messagesOf = (locale: string, part: MessagePart) =>
  `src/i18n/${locale}.json?${PART_QUERY}=${part}`;
/** The part a layout entry asks for, if it is a message bundle (any language). */
const partIn = (key: string): MessagePart | undefined =>
  MESSAGE_PARTS.find((part) =>
    new RegExp(`^src/i18n/[^/]+\\.json\\?${PART_QUERY}=${part}$`).test(key),
  );

/** A route as the router writes it (`/calendar/:username`) → a RegExp source for its paths. */
export function pathPattern(route: string): string {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return segments.length ? `^/${segments.join('/')}/?$` : '^/$';
}

/** The product constants the hints need (`src/config.ts`). */
export type HintedSettings = Pick<
  typeof AppConfig,
  'DEFAULT_SETTINGS' | 'FONT_FAMILIES' | 'LOCALES' | 'SETTINGS_STORAGE_KEY'
>;

/** Rows of the budget table that are addresses (not "a note open", which is a user action). */
export const addressRows = (pages: PageBudget[]) =>
  pages.filter((row) => /^\/[\w\-/:]*$/.test(row.route));

/**
 * What each route, language and font needs before the first paint, beyond what index.html
 * already loads. The routes come from the budget table (`scripts/budget/pageBudgets.ts`), so the
 * hints preload exactly the files the budget test counts.
 */
export function preloadHints(
  manifest: Manifest,
  { DEFAULT_SETTINGS, FONT_FAMILIES, LOCALES, SETTINGS_STORAGE_KEY }: HintedSettings,
  { base = '/', assetsDir = 'assets' } = {},
  pages: PageBudget[] = PAGES,
): PreloadHints {
  // Every hinted file is in the assets folder: names are written without it, once.
  const assets = `${assetsDir}/`;
  const files: string[] = [];
  const indexOf = (file: string) => {
    const name = file.startsWith(assets) ? file.slice(assets.length) : `${base}${file}`;
    if (!files.includes(name)) files.push(name);
    return files.indexOf(name);
  };
  const inEntry = new Set(filesBeforePaint(manifest, ['index.html']));
  const seen = new Set<string>();
  const rows = addressRows(pages);
  const partsOf = (row: PageBudget) =>
    row.layout.flatMap((key) => partIn(key) ?? []).map((part) => MESSAGE_PARTS.indexOf(part));
  const routes = rows.flatMap((row): PreloadHints['routes'] => {
    if (seen.has(row.route)) return [];
    seen.add(row.route);
    // A row names the English bundle; the boot script picks the saved language's instead.
    const entries = [...row.layout, row.page].filter((key) => !partIn(key));
    const own = filesBeforePaint(manifest, entries).filter((file) => !inEntry.has(file));
    return [[pathPattern(row.route), own.map(indexOf), partsOf(row)]];
  });
  // An address no row matches (a 404) still paints with the parts every row loads.
  const everywhere = rows
    .map(partsOf)
    .reduce((common, parts) => common.filter((part) => parts.includes(part)));
  const messages = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      MESSAGE_PARTS.map((part) => {
        const chunk = manifest[messagesOf(locale, part)];
        if (!chunk) throw new Error(`${messagesOf(locale, part)} is not in the build manifest`);
        return indexOf(chunk.file);
      }),
    ]),
  );
  const fonts = Object.fromEntries(
    FONT_FAMILIES.map((family) => {
      const source = fontSourceFile(family, PRELOADED_FACE.weight, PRELOADED_FACE.subset);
      const chunk = manifest[source];
      if (!chunk) throw new Error(`${source} is not in the build manifest`);
      return [family, indexOf(chunk.file)];
    }),
  );
  return {
    assets: `${base}${assets}`,
    files,
    routes,
    messages,
    everywhere,
    fonts,
    settings: { key: SETTINGS_STORAGE_KEY, locale: 'i18n', fontFamily: 'fontFamily' },
    defaults: { locale: DEFAULT_SETTINGS.i18n, fontFamily: DEFAULT_SETTINGS.fontFamily },
    entry: [...inEntry].filter((file) => file.endsWith('.js')).map(indexOf),
    prerendered: PRERENDERED_ATTRIBUTE,
  };
}

/** The boot script's text: the hints and the function that reads them, minified. */
export function bootScript(hints: PreloadHints): string {
  const source = `(${addPreloadHints.toString()})(${JSON.stringify(hints)},window)`;
  return minifySync('preload-hints.js', source).code.trim();
}

/**
 * Starts the downloads a first paint needs from the HTML (docs/performance.md): an inline
 * script, run before the entry, adds preload links for the route's chunks, the messages of the
 * saved language and the saved font family's body face. Its hash goes to the build's inline
 * script list, which the server allows in its Content-Security-Policy and nothing else.
 */
export function preloadHintsPlugin(): Plugin {
  return afterAppBuild('preload-hints', 'pre', async (outDir, config) => {
    // Loaded through Vite rather than imported: the config file's loader cannot read
    // src/config.ts's JSON import, and the constants must be the app's own.
    const { module: settings } = await runnerImport<HintedSettings>(
      path.join(config.root, 'src', 'config.ts'),
      { configFile: false, logLevel: 'silent' },
    );
    const { base } = config;
    const script = bootScript(
      preloadHints(readManifest(outDir), settings, { base, assetsDir: config.build.assetsDir }),
    );
    const html = path.join(outDir, 'index.html');
    const page = readFileSync(html, 'utf8');
    if (!page.includes('</head>')) throw new Error('index.html has no </head>');
    // A function replacer: the script's `$` characters must not read as replacement patterns.
    writeFileSync(
      html,
      page.replace('</head>', () => `  <script>${script}</script>\n  </head>`),
    );
    writeInlineScripts(outDir, [script]);
  });
}
