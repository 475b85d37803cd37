// The size budgets of docs/performance.md, checked on a fresh production build.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config';
import { fontName, PRELOADED_FACE } from '@/theme/fonts/fontFaces';
import { buildApp } from '../buildApp.mjs';
import { sourcemapsDirFor } from '../vite/hiddenSourcemaps.ts';
import {
  brotliBytes,
  filesBeforePaint,
  packagesIn,
  readManifest,
  type Manifest,
} from './firstPaint.ts';
import { BUDGETS, entriesOf, OVER_BUDGET, PAGES, type PageBudget } from './pageBudgets.ts';

const root = mkdtempSync(path.join(tmpdir(), 'quire-budget-'));
const outDir = path.join(root, 'dist');
let manifest: Manifest;

interface Measured {
  page: PageBudget;
  files: string[];
  js: number;
  css: number;
  fonts: number;
  total: number;
  pageChunk: number;
}

/** The default family's preloaded face: the one font every first paint fetches. */
function preloadedFont(): string {
  const prefix = `${fontName(DEFAULT_SETTINGS.fontFamily).toLowerCase()}-${PRELOADED_FACE.subset}-${PRELOADED_FACE.weight}-normal-`;
  const file = readdirSync(path.join(outDir, 'assets')).find(
    (name) => name.startsWith(prefix) && name.endsWith('.woff2'),
  );
  if (!file) throw new Error(`no preloaded font ${prefix}*.woff2 in the build`);
  return `assets/${file}`;
}

function measure(page: PageBudget): Measured {
  const files = [...filesBeforePaint(manifest, entriesOf(page)), preloadedFont()];
  const sum = (pattern: RegExp) =>
    files
      .filter((file) => pattern.test(file))
      .reduce((total, file) => total + brotliBytes(outDir, file), 0);
  const js = sum(/\.js$/);
  const css = sum(/\.css$/);
  const fonts = sum(/\.woff2$/);
  return {
    page,
    files,
    js,
    css,
    fonts,
    total: js + css + fonts,
    pageChunk: brotliBytes(outDir, manifest[page.page]!.file),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows: Measured[]) {
  const lines = [
    '| route | JS | CSS | fonts | total (br) | budget | allowed until fixed | page chunk (br) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page.route} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.fonts)} | ${kb(row.total)} | ${kb(row.page.budget)} | ${OVER_BUDGET[row.page.route] ? kb(OVER_BUDGET[row.page.route]!) : '-'} | ${kb(row.pageChunk)} |`,
    ),
  ];
  console.log(`Bytes before first paint (Brotli), per route:\n${lines.join('\n')}`);
}

describe('bundle budgets (compressed bytes before first paint)', () => {
  let rows: Measured[] = [];
  beforeAll(() => {
    buildApp(outDir);
    manifest = readManifest(outDir);
    rows = PAGES.map(measure);
    printTable(rows);
  }, 180_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists every lazily loaded page of the build', () => {
    const pages = Object.keys(manifest).filter(
      (key) => manifest[key]!.isDynamicEntry && /^src\/pages\/.*Page\.tsx$/.test(key),
    );
    const listed = new Set(PAGES.map((page) => page.page));
    expect(pages.filter((key) => !listed.has(key))).toEqual([]);
  });

  it.each(PAGES.map((page) => [page.route, page] as const))(
    '%s stays within its budget',
    (_route, page) => {
      const row = rows.find((candidate) => candidate.page === page)!;
      const ceiling = OVER_BUDGET[page.route];
      const detail = `${page.route}: ${row.files.join(', ')}`;
      expect(row.total, detail).toBeLessThanOrEqual(ceiling ?? page.budget);
      // A row that fits its budget again loses its allowance, so the real budget applies.
      if (ceiling !== undefined)
        expect(
          row.total,
          `${page.route} fits its budget: drop it from OVER_BUDGET`,
        ).toBeGreaterThan(page.budget);
      expect(row.pageChunk).toBeLessThanOrEqual(BUDGETS.pageChunk);
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
