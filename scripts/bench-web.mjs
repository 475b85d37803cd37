// `npm run bench:web`: builds the app, starts the real server on a temporary DATA_DIR, signs up a
// user with a dozen notes and runs Lighthouse 12 (Debian's Chromium, headless, 127.0.0.1 only)
// on /login, signed-in / and signed-in /digi_notebook, in the mobile and desktop presets, and
// prints the medians. Every run uses a fresh browser profile, so the HTTP cache is cold; a
// signed-in run's profile holds nothing but the session token. See docs/performance.md.
// `--runs N` sets the runs per page and preset (default 3); `--save DIR` keeps each run's
// Lighthouse report (JSON) there, to read what a figure is made of; `--page PATH` measures that
// page only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { register as registerTsx } from 'tsx/esm/api';
import { seedUser } from './benchClient.mjs';
import { buildApp } from './buildApp.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

registerTsx();
const { startChildServer } = await import('../server/test/childServer.ts');
const { TOKEN_STORAGE_KEY } = await import('../src/config.ts');

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const saveIndex = args.indexOf('--save');
const SAVE_DIR = saveIndex >= 0 ? path.resolve(args[saveIndex + 1]) : undefined;
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const pageIndex = args.indexOf('--page');
const NOTES = 12;
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/digi_notebook', signedIn: true },
].filter((page) => pageIndex < 0 || page.path === args[pageIndex + 1]);
if (PAGES.length === 0) throw new Error(`--page: not one of the measured pages`);
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
const METRICS = [
  { label: 'perf', read: (lhr) => lhr.categories.performance.score * 100, format: Math.round },
  { label: 'a11y', read: (lhr) => lhr.categories.accessibility.score * 100, format: Math.round },
  {
    label: 'best pr.',
    read: (lhr) => lhr.categories['best-practices'].score * 100,
    format: Math.round,
  },
  {
    label: 'FCP',
    read: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
    format: seconds,
  },
  {
    label: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
    format: seconds,
  },
  {
    label: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time'].numericValue,
    format: (v) => `${Math.round(v)} ms`,
  },
  {
    label: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    format: (v) => v.toFixed(3),
  },
  {
    label: 'transferred',
    read: (lhr) => lhr.audits['total-byte-weight'].numericValue,
    format: (v) => `${Math.round(v / 1024)} KB`,
  },
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The tab Lighthouse measures in. It is opened on the origin first (`/favicon.svg`, no app file),
 * so the measured navigation stays in that tab's renderer process: in a new tab the first
 * navigation to the origin starts a new renderer process, and on a busy machine that process's
 * first trace events (navigationStart, the FCP lifecycle event) could be lost, failing the run
 * with NO_NAVSTART or NO_FCP. A signed-in run also gets the session token, and nothing else.
 */
async function prepareTab(port, origin, token) {
  // No viewport of puppeteer's own: Lighthouse's preset sets the screen.
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  await page.goto(`${origin}/favicon.svg`);
  if (token)
    await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_STORAGE_KEY, token);
  return { browser, page };
}

/** A run Lighthouse still cannot read (a lost trace) is redone, and said so. */
async function measure(chromePath, url, preset, token, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(chromePath, url, preset, token);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`retrying ${url} (${preset.name}): ${error.message}`);
    }
  }
}

class LighthouseRunError extends Error {}

async function runLighthouse(chromePath, url, preset, token) {
  const profile = mkdtempSync(path.join(tmpdir(), 'quire-lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const tab = await prepareTab(chrome.port, new URL(url).origin, token);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Lighthouse would clear localStorage, signing the user out; the profile is new anyway.
        disableStorageReset: Boolean(token),
      },
      preset.config,
      tab.page,
    );
    await tab.browser.disconnect();
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
    return lhr;
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const chromePath = ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-web-'));
const distDir = path.join(dataDir, 'dist');
console.log(`Built the app in ${buildApp(distDir).toFixed(1)} s`);
const server = await startChildServer({
  dataDir,
  env: { STATIC_DIR: distDir, RATE_LIMIT_REGISTER: '1000' },
});
try {
  const token = await seedUser(server.url, NOTES);
  const rows = [];
  for (const page of PAGES) {
    for (const preset of PRESETS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await measure(
          chromePath,
          server.url + page.path,
          preset,
          page.signedIn && token,
        );
        runs.push(lhr);
        if (SAVE_DIR) {
          const name = `${page.path.replace(/\W+/g, '_') || 'home'}-${preset.name}-${i + 1}.json`;
          writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
        }
      }
      const values = METRICS.map((metric) => metric.format(median(runs.map(metric.read))));
      rows.push([page.path + (page.signedIn ? ' (signed in)' : ''), preset.name, ...values]);
      console.log(`measured ${rows.at(-1).slice(0, 2).join(' ')}`);
    }
  }
  const header = ['page', 'preset', ...METRICS.map((metric) => metric.label)];
  console.log(`\nLighthouse 12, median of ${RUNS} cold runs each\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
