// `npm test`: finds Chromium, then runs every Vitest project (unit, storybook, visual, server, e2e).
import { spawn } from 'node:child_process';
import { chromiumVersion, ensureChromium } from './chromium.mjs';

const chrome = ensureChromium();
console.log(`Browser tests use ${chrome} (${chromiumVersion(chrome)})`);

const args = process.argv.slice(2);
const started = Date.now();
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chrome,
    STORYBOOK_DISABLE_TELEMETRY: '1',
    // playwright must never fetch a browser of its own.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
});
child.on('exit', (code, signal) => {
  console.log(`npm test finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(signal ? 1 : (code ?? 1));
});
