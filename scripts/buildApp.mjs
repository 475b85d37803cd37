// The one way scripts build the app: `npm start`, and the benchmarks that need a built app.
import { spawnSync } from 'node:child_process';
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
