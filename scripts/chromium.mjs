// Finds the Chromium every browser test drives; never downloads a browser build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

function candidates() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
}

export function findChromium() {
  return candidates().find((path) => existsSync(path));
}

/** Returns a Chromium path, installing Debian's package when running as root; otherwise explains. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium not found; installing Debian's chromium: ${INSTALL_COMMAND}`);
    const result = spawnSync('sh', ['-c', INSTALL_COMMAND], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (result.status === 0 && installed) return installed;
  }
  console.error(
    [
      'The browser tests need Chromium and none was found.',
      `Looked at: ${candidates().join(', ')}`,
      `Install Debian's package:  sudo sh -c '${INSTALL_COMMAND}'`,
      'or point CHROME_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown version';
  }
}
