// `npm test`: finds Chromium, then runs every Vitest project (unit, storybook, visual, server, e2e).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumVersion, ensureChromium } from './chromium.mjs';

const chrome = ensureChromium();
console.log(`Browser tests use ${chrome} (${chromiumVersion(chrome)})`);

const args = process.argv.slice(2);
const resultsDir = mkdtempSync(path.join(tmpdir(), 'quire-test-'));
const resultsFile = path.join(resultsDir, 'results.json');
const reporters = args.some((arg) => arg.startsWith('--reporter'))
  ? []
  : ['--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`];

const started = Date.now();
const child = spawn(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', ...reporters, ...args],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      STORYBOOK_DISABLE_TELEMETRY: '1',
      // playwright must never fetch a browser of its own.
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);

/** One plain closing line that any CI can read, whatever the reporter printed above it. */
function summary() {
  try {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
    // A file that fails to load has no failed test of its own; it still counts as a failure.
    const brokenFiles = (results.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' &&
        !file.assertionResults?.some((test) => test.status === 'failed'),
    ).length;
    const failed = results.numFailedTests + brokenFiles;
    return `Tests: ${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped`;
  } catch {
    return undefined;
  }
}

child.on('exit', (code, signal) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = summary();
  // An error outside any test (a browser tab that closed) fails the run with no test failed,
  // and can leave files unrun: the closing line must not read as a pass.
  if (line) console.log(code !== 0 && / 0 failed/.test(line) ? `${line}: the run FAILED` : line);
  console.log(`npm test finished in ${seconds} s`);
  rmSync(resultsDir, { recursive: true, force: true });
  process.exit(signal ? 1 : (code ?? 1));
});
