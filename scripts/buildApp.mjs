// The one way scripts build the app: `npm start`, the tests that need a built app (the budget,
// e2e) and the benchmarks.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the app into `outDir`; returns the seconds it took, or throws when Vite fails. */
export function buildApp(outDir) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    // A NODE_ENV inherited from a test runner (test) or a shell (development) would ship React's
    // development build.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`the app build failed (exit ${result.status})`);
  return (Date.now() - started) / 1000;
}

/** What the build reads: a change to any of these makes `dist/` stale. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite',
  'scripts/prerender',
  'scripts/budget/pageBudgets.ts',
  // What the server reads of the build, which the build imports too.
  'server/builtApp',
  'package.json',
];

/** Newest modification time under `target` (a file or a directory tree). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** Whether `outDir` lacks a build or holds one older than any of its sources. */
export function buildIsStale(outDir) {
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newest(path.join(root, input)) > builtAt);
}

/**
 * Builds into `outDir` only when it is stale, so `npm start`, the budget test and every e2e file
 * share one build of the same sources; returns the seconds the build took, or 0 when none was due.
 */
export function ensureAppBuilt(outDir) {
  return buildIsStale(outDir) ? buildApp(outDir) : 0;
}
