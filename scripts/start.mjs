// `npm start`: builds the app when the build is missing or stale, then runs the supervisor: the
// database and one API worker per core (server/supervisor/primary.ts, docs/server.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, buildIsStale } from './buildApp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.STATIC_DIR || 'dist');

function build() {
  if (!existsSync(path.join(root, 'index.html'))) {
    console.warn('No index.html yet: serving the API only.');
    return;
  }
  console.log('Building the app (the build is missing or older than its sources)…');
  try {
    console.log(`Built in ${buildApp(dist).toFixed(1)} s.`);
  } catch {
    console.error('The app build failed; fix the errors above and run npm start again.');
    process.exit(1);
  }
}

if (buildIsStale(dist)) build();
// The server is TypeScript; tsx compiles it on the fly (no separate server build step).
const { register } = await import('tsx/esm/api');
register();
const { runUntilSignal } = await import('../server/main.ts');
const { supervise } = await import('../server/supervisor/primary.ts');
await runUntilSignal(() => supervise());
