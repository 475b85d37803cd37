import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/config';
import { startApp, type RunningApp } from './support/app.ts';
import { waitForReact } from './support/hydrated.ts';

/** What the page looked like when its HTML had been parsed, before the entry ran. */
interface AtParse {
  hidden: boolean;
  heading: string | null;
}

/** Opens `path` recording the parsed page and its heading element, then waits for React. */
async function open(app: RunningApp, path: string, stored: Record<string, string> = {}) {
  const { context, page, problems } = await app.newPage();
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      const scope = window as unknown as { __atParse: AtParse; __heading: Element | null };
      scope.__heading = root.querySelector('h1');
      scope.__atParse = {
        hidden: getComputedStyle(root).display === 'none',
        heading: scope.__heading?.textContent ?? null,
      };
    });
  }, stored);
  const response = await page.goto(path);
  await waitForReact(page, '#root h1');
  const atParse = await page.evaluate(
    () => (window as unknown as { __atParse: AtParse }).__atParse,
  );
  const sameHeading = await page.evaluate(
    () =>
      (window as unknown as { __heading: Element | null }).__heading ===
      document.querySelector('#root h1'),
  );
  return { context, page, problems, atParse, sameHeading, html: (await response?.text()) ?? '' };
}

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the sign-in pages paint from their HTML (docs/performance.md)', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows /login without running any script', async () => {
    const context = await app.browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Hi, welcome back' }).isVisible())
      .toBe(true);
    expect(await page.getByLabel('Email or username').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await context.close();
  });

  it.each([
    ['/login', 'Hi, welcome back'],
    ['/register', 'Create your account'],
    ['/forgot', 'Forgot your password?'],
    ['/check-mail', 'Check your email'],
    ['/auth/pages/error', 'This page does not exist'],
    ['/auth/pages/500', 'Something went wrong'],
    ['/auth/pages/under-construction', 'Under construction'],
    ['/auth/pages/coming-soon2', 'Coming soon'],
  ])('hydrates %s: its elements stay, nothing is logged', async (path, heading) => {
    const { context, page, problems, atParse, sameHeading } = await open(app, path);
    expect(atParse).toEqual({ hidden: false, heading });
    expect(sameHeading).toBe(true);
    await page.waitForTimeout(1000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the first page at once, and fades only the pages moved to', async () => {
    const context = await app.browser.newContext({
      baseURL: app.url,
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    const animation = () =>
      page.evaluate(
        () =>
          getComputedStyle(document.querySelector('[data-testid="page-transition"]')!)
            .animationName,
      );
    await page.goto('/login');
    expect(await animation()).toBe('none');
    await waitForReact(page, '#root h1');
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await animation()).not.toBe('none');
    await context.close();
  });

  it('works once hydrated, with what was typed kept', async () => {
    const { context, page, problems } = await open(app, '/login');
    await page.getByLabel('Email or username').fill('nobody@example.com');
    await page.locator('input[name="password"]').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That email or username and password do not match.').waitFor();
    expect(await page.getByLabel('Email or username').inputValue()).toBe('nobody@example.com');
    expect(problems.filter((problem) => !/\b401\b.*\/api\//.test(problem))).toEqual([]);
    await context.close();
  });

  it('keeps what was typed before hydration, and sends a form sent meanwhile once it can', async () => {
    const { context, page, problems } = await app.newPage();
    // The entry's big chunk arrives two seconds late: the visitor types and sends before it.
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.locator('input[name="identifier"]').fill('nobody@example.com');
    await page.locator('input[name="password"]').fill('not-the-password-1');
    await page.locator('input[name="password"]').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await page.getByText('That email or username and password do not match.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('input[name="identifier"]').inputValue()).toBe('nobody@example.com');
    expect(problems.filter((problem) => !/\b401\b.*\/api\//.test(problem))).toEqual([]);
    await context.close();
  });

  it('never flashes for a visitor it does not show: dark mode renders dark from the start', async () => {
    const light = await open(app, '/login');
    const lightBackground = await background(light.page);
    await light.context.close();
    const { context, page, problems, atParse, sameHeading } = await open(app, '/login', {
      [SETTINGS_STORAGE_KEY]: JSON.stringify({ mode: 'dark' }),
    });
    expect(atParse.hidden).toBe(true);
    expect(sameHeading).toBe(false);
    expect(await background(page)).not.toBe(lightBackground);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hides it for a stored session, which is checked and then signed out', async () => {
    const { context, page, problems, atParse } = await open(app, '/login', {
      [TOKEN_STORAGE_KEY]: 'a-stale-token-that-the-server-refuses',
    });
    expect(atParse.hidden).toBe(true);
    expect(await page.getByRole('heading', { name: 'Hi, welcome back' }).isVisible()).toBe(true);
    // The refused session check is the one expected failure, as a response and in the console.
    expect(problems.filter((problem) => !/\b401\b.*\/api\/account\/me/.test(problem))).toEqual([]);
    await context.close();
  });

  it('sends an address with a query to the app: its notice shows', async () => {
    const { context, page, problems, html } = await open(app, '/login?next=%2Fdigi_notebook');
    expect(html).not.toContain('<html data-prerendered');
    expect(html).toContain('<div id="root"></div>');
    await page.getByText('Sign in to continue where you left off.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
