// `npm run dev`: the API server (restarted when server/ changes) plus Vite with hot reload,
// which proxies /api to it (vite.config.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PORT: process.env.PORT || '3000' };

const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch-path=server', '--watch-path=src/api/schema', 'server/main.ts'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve() : child.once('exit', resolve),
        ),
    ),
  ).then(() => process.exit(code));
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
