// The size ceilings of docs/performance.md, checked on the production build of the current sources
// (`dist/`, built when stale: the one build `npm start` and the e2e files use too).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config';
import { FONT_WEIGHTS, fontSourceFile, PRELOADED_FACE } from '@/theme/fonts/fontFiles';
import { prerenderedFile } from '../../server/builtApp/prerenderedFile.ts';
import { ensureAppBuilt } from '../buildApp.mjs';
import { sourcemapsDirFor } from '../vite/hiddenSourcemaps.ts';
import {
  brotliBytes,
  filesBeforePaint,
  packagesIn,
  readManifest,
  type Manifest,
} from './firstPaint.ts';
import {
  entriesOf,
  HYDRATION_CEILINGS,
  PAGE_CHUNK_CEILING,
  PAGES,
  type PageBudget,
} from './pageBudgets.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
let manifest: Manifest;

interface Measured {
  page: PageBudget;
  files: string[];
  js: number;
  css: number;
  fonts: number;
  /** The prerendered page's HTML (0 for a page the entry renders). */
  html: number;
  /** What the first paint waits for: the ceiling's figure. */
  firstPaint: number;
  /** Everything loaded until the page responds (the same as `firstPaint` unless prerendered). */
  responsive: number;
  pageChunk: number;
}

/** A face of the default family, as built. */
function fontFile(weight: (typeof FONT_WEIGHTS)[number]): string {
  const source = fontSourceFile(DEFAULT_SETTINGS.fontFamily, weight, PRELOADED_FACE.subset);
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build manifest`);
  return file;
}

/**
 * A page the entry renders paints when its scripts have run, with the preloaded body face. A
 * prerendered page paints from its HTML with the stylesheets index.html links and every weight
 * its text uses (the gate preloads them); its scripts start after that paint
 * (docs/performance.md, "Prerendered pages").
 */
function measure(page: PageBudget): Measured {
  const fonts = page.prerendered ? FONT_WEIGHTS.map(fontFile) : [fontFile(PRELOADED_FACE.weight)];
  const files = [...filesBeforePaint(manifest, entriesOf(page)), ...fonts];
  const sum = (pattern: RegExp, among = files) =>
    among
      .filter((file) => pattern.test(file))
      .reduce((total, file) => total + brotliBytes(outDir, file), 0);
  const js = sum(/\.js$/);
  const css = sum(/\.css$/);
  const fontBytes = sum(/\.woff2$/);
  let html = 0;
  let firstPaint = js + css + fontBytes;
  if (page.prerendered) {
    const file = prerenderedFile(page.route);
    if (!existsSync(path.join(outDir, file))) throw new Error(`${page.route}: no ${file}`);
    html = brotliBytes(outDir, file);
    firstPaint = html + sum(/\.css$/, filesBeforePaint(manifest, ['index.html'])) + fontBytes;
  }
  return {
    page,
    files,
    js,
    css,
    fonts: fontBytes,
    html,
    firstPaint,
    responsive: js + css + fontBytes + html,
    pageChunk: brotliBytes(outDir, manifest[page.page]!.file),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const orDash = (bytes: number | undefined) => (bytes === undefined ? '-' : kb(bytes));

function printTable(rows: Measured[]) {
  const lines = [
    '| route | JS | CSS | fonts | HTML | before first paint | ceiling | until it responds | its ceiling | page chunk |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page.route} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.fonts)} | ${row.html ? kb(row.html) : '-'} | ${kb(row.firstPaint)} | ${kb(row.page.ceiling)} | ${kb(row.responsive)} | ${orDash(HYDRATION_CEILINGS[row.page.route])} | ${kb(row.pageChunk)} |`,
    ),
  ];
  console.log(`Brotli bytes per route (a prerendered page has HTML):\n${lines.join('\n')}`);
}

describe('bundle ceilings (compressed bytes before first paint)', () => {
  let rows: Measured[] = [];
  beforeAll(() => {
    ensureAppBuilt(outDir);
    manifest = readManifest(outDir);
    rows = PAGES.map(measure);
    printTable(rows);
  }, 180_000);

  it('lists every lazily loaded page of the build', () => {
    const pages = Object.keys(manifest).filter(
      (key) => manifest[key]!.isDynamicEntry && /^src\/pages\/.*Page\.tsx$/.test(key),
    );
    const listed = new Set(PAGES.map((page) => page.page));
    expect(pages.filter((key) => !listed.has(key))).toEqual([]);
  });

  it.each(PAGES.map((page) => [page.route, page] as const))(
    '%s stays under its ceiling',
    (_route, page) => {
      const row = rows.find((candidate) => candidate.page === page)!;
      const detail = `${page.route}: ${row.files.join(', ')}`;
      expect(row.firstPaint, detail).toBeLessThanOrEqual(page.ceiling);
      // What a prerendered page loads until it responds has a ceiling of its own.
      const responds = HYDRATION_CEILINGS[page.route];
      expect(responds !== undefined, `${page.route}: prerendered iff in HYDRATION_CEILINGS`).toBe(
        Boolean(page.prerendered),
      );
      if (responds !== undefined) expect(row.responsive, detail).toBeLessThanOrEqual(responds);
      expect(row.pageChunk).toBeLessThanOrEqual(PAGE_CHUNK_CEILING);
    },
  );

  it('loads a big library only on the page that owns it', () => {
    const sourcemaps = sourcemapsDirFor(outDir);
    const owners = new Map(
      PAGES.flatMap((page) => (page.owns ?? []).map((name) => [name, page] as const)),
    );
    const leaks = rows.flatMap((row) =>
      row.files.flatMap((file) =>
        [...packagesIn(sourcemaps, file)]
          .filter((name) => {
            const owner = [...owners].find(([prefix]) => name.startsWith(prefix))?.[1];
            return owner && owner !== row.page;
          })
          .map((name) => `${row.page.route} loads ${name} (in ${file})`),
      ),
    );
    expect(owners.size).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  }, 30_000);
});
