// `npm run screenshots`: the README's pictures, made from the product as a user gets it (`npm start`
// on a throwaway DATA_DIR, a new account filled through the API) and from the static Storybook, so
// they can be refreshed after any visible change. Writes docs/screenshots/*.png.
// `--skip-storybook` reuses an existing storybook-static/ instead of building it again.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { register as registerTsx } from 'tsx/esm/api';
import { apiClient, signUp } from './benchClient.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { serveStatic } from './screenshots/serveStatic.mjs';

registerTsx();
const { startChildServer } = await import('../server/test/childServer.ts');
const { SETTINGS_STORAGE_KEY, TOKEN_STORAGE_KEY } = await import('../src/config.ts');
const { seedWorkspace } = await import('./screenshots/seed.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'docs/screenshots');
const VIEWPORT = { width: 1280, height: 800 };
const skipStorybook = process.argv.includes('--skip-storybook');

/** What the README shows of the product; `path` may use the seeded account's `username`. */
const APP_SHOTS = [
  { name: 'dashboard-light', path: () => '/', mode: 'light' },
  { name: 'dashboard-dark', path: () => '/', mode: 'dark' },
  { name: 'notebook', path: () => '/digi_notebook', mode: 'light' },
  { name: 'calendar', path: ({ username }) => `/calendar/${username}`, mode: 'light' },
  { name: 'file-assistant', path: () => '/file_assistant', mode: 'light' },
  { name: 'agent', path: ({ conversationPath }) => conversationPath ?? '/agent', mode: 'light' },
  {
    name: 'file-assistant-answer',
    path: () => '/file_assistant',
    mode: 'light',
    act: (page) => ask(page, 'How many days of paid holiday do we get?'),
  },
  {
    name: 'file-assistant-scanned-page',
    path: () => '/file_assistant',
    mode: 'light',
    act: async (page) => {
      await ask(page, 'What should the boiler pressure be?');
      await page
        .getByRole('link', { name: /Boiler service \(scan\)\.pdf, p\. 1/ })
        .first()
        .click();
      await page.locator('[data-testid="ocr-words"] [data-cited]').first().waitFor();
    },
  },
];

/** Asks the file assistant a question and waits for its answer with a citation. */
async function ask(page, question) {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page
    .getByRole('link', { name: /, p\. \d/ })
    .first()
    .waitFor();
}

/** Storybook as designers open it: the manager with a component's `All` story. */
const STORYBOOK_SHOTS = [
  { name: 'storybook', path: '/?path=/story/components-notes-notecard--all' },
];

/** Waits until the page has its data and fonts, so a picture never catches a skeleton. */
async function settle(page) {
  // The agent keeps its event stream open, so the network never goes quiet there.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page
    .locator('[aria-busy="true"], .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function shootApp(browser, url, account) {
  for (const shot of APP_SHOTS) {
    const context = await browser.newContext({
      baseURL: url,
      viewport: VIEWPORT,
      locale: 'en-US',
      reducedMotion: 'reduce',
      colorScheme: shot.mode,
    });
    await context.addInitScript(
      ({ tokenKey, token, settingsKey, mode }) => {
        globalThis.localStorage.setItem(tokenKey, token);
        globalThis.localStorage.setItem(settingsKey, JSON.stringify({ mode }));
      },
      {
        tokenKey: TOKEN_STORAGE_KEY,
        token: account.token,
        settingsKey: SETTINGS_STORAGE_KEY,
        mode: shot.mode,
      },
    );
    const page = await context.newPage();
    await page.goto(shot.path(account));
    await settle(page);
    if (shot.act) {
      await shot.act(page);
      await settle(page);
    }
    await page.screenshot({ path: path.join(OUT, `${shot.name}.png`) });
    console.log(`  docs/screenshots/${shot.name}.png`);
    await context.close();
  }
}

async function shootStorybook(browser) {
  if (!skipStorybook) {
    console.log('Building the static Storybook…');
    const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build-storybook failed');
  }
  const server = await serveStatic(path.join(root, 'storybook-static'));
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const shot of STORYBOOK_SHOTS) {
      await page.goto(`${server.url}${shot.path}`);
      await page
        .frameLocator('#storybook-preview-iframe')
        .locator('#storybook-root > *')
        .first()
        .waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, `${shot.name}.png`) });
      console.log(`  docs/screenshots/${shot.name}.png`);
    }
    await context.close();
  } finally {
    await server.close();
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-screenshots-'));
  const server = await startChildServer({ dataDir, entry: 'start', timeoutMs: 300_000 });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const call = apiClient(server.url);
    const { token, user } = await signUp(call, { name: 'Ana Popescu', username: 'ana' });
    const seeded = await seedWorkspace(call, token, user);
    console.log(`Screenshots of ${server.url} as ${user.username}:`);
    await shootApp(browser, server.url, { token, username: user.username, ...seeded });
    await shootStorybook(browser);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
