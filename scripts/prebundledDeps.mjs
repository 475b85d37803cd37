// Which packages Vite pre-bundles for the dev server, Storybook and the browser test runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Static and dynamic imports and re-exports, type-only ones left out (they are erased). */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const SOURCE = /\.(?:[cm]?[jt]sx?|mdx)$/;
/** Served by Storybook and Vitest themselves, or never in a browser. */
const NOT_PREBUNDLED = /^(?:storybook|@storybook\/|vitest|@vitest\/|vite$|playwright|node:)/;
/** Imported by code the compiler writes or by Storybook's renderer, so no source file names them. */
const IMPLICIT = ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('__')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Every third-party module the browser code imports, found by reading the sources. Vite would
 * find a deep import (an icon, an MUI component) only when a page first loads it, then re-bundle
 * and reload the page: in a story test run that reload fails the test. Reading the imports up
 * front keeps the list complete without a hand-kept copy that grows with every icon.
 */
export function prebundledDeps(root, dirs) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const installed = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
  const found = new Set(IMPLICIT);
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        if (
          !specifier ||
          NOT_PREBUNDLED.test(specifier) ||
          /\.(?:css|woff2?|json)$/.test(specifier)
        )
          continue;
        // Relative and aliased paths (`./x`, `@/x`) name no installed package and drop out here.
        if (installed.has(packageOf(specifier))) found.add(specifier);
      }
    }
  }
  return [...found].sort();
}
