import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/config';
import { startApp, type RunningApp } from './support/app.ts';
import { waitForReact } from './support/hydrated.ts';
import { newAccount, signUp } from './support/signUp.ts';

/** What the page looked like when its HTML had been parsed, before the entry ran. */
interface AtParse {
  hidden: boolean;
  heading: string | null;
  /** Where the countdown's boxes were (coming-soon1). */
  timer: { x: number; y: number; width: number; height: number } | null;
}

/** A reset link's token as `resetTokenFrom` accepts it (the server's are 43 characters). */
const WELL_FORMED = 'Zq3-8xVt_0kLmN4pQrS7uVwX9yZaBcDe0123456789a';

/** Opens `path` recording the parsed page and its heading element, then waits for React. */
async function open(app: RunningApp, path: string, stored: Record<string, string> = {}) {
  const { context, page, problems } = await app.newPage();
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      const scope = window as unknown as { __atParse: AtParse; __heading: Element | null };
      scope.__heading = root.querySelector('h1');
      const timer = root.querySelector('[role="timer"]')?.getBoundingClientRect();
      scope.__atParse = {
        hidden: getComputedStyle(root).display === 'none',
        heading: scope.__heading?.textContent ?? null,
        timer: timer ? { x: timer.x, y: timer.y, width: timer.width, height: timer.height } : null,
      };
      // When the countdown got its time (its `aria-busy` goes).
      new MutationObserver(() => {
        if (!root.querySelector('[aria-busy]'))
          (window as unknown as { __filledAt?: number }).__filledAt ??= performance.now();
      }).observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
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

/** The page's layout shifts from `since` (ms from its start) on, summed as CLS sums them. */
const layoutShift = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .filter((entry) => entry.startTime >= from)
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
    since,
  );

/** The reset link mailed to `email`, as the outbox holds it (quoted-printable undone). */
async function resetLink(app: RunningApp, email: string): Promise<string> {
  const outbox = path.join(app.dataDir, 'outbox');
  const find = () =>
    (existsSync(outbox) ? readdirSync(outbox) : [])
      .map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
      .filter((mail) => mail.toLowerCase().includes(email.toLowerCase()))
      .map((mail) => /\/reset-password\?token=(?:3D)?[\w-]+/.exec(mail)?.[0].replace('=3D', '='))
      .find(Boolean);
  await expect.poll(find, { timeout: 30_000 }).toBeDefined();
  return find()!;
}

describe('the sign-in and utility pages paint from their HTML (docs/performance.md)', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['/login', 'Hi, welcome back', /^Email or username/, 'Sign in'],
    [
      `/reset-password?token=${WELL_FORMED}`,
      'Set a new password',
      /^New password/,
      'Save new password',
    ],
  ])('shows %s without running any script', async (address, heading, field, button) => {
    const context = await app.browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address);
    await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    expect(await page.getByLabel(field).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: button }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows coming-soon1's countdown boxes without running any script, with no time in them", async () => {
    const context = await app.browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/pages/coming-soon1');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Coming soon' }).isVisible())
      .toBe(true);
    const timer = page.getByRole('timer');
    expect(await timer.getAttribute('aria-busy')).toBe('true');
    expect(await timer.getAttribute('aria-label')).toBeNull();
    expect((await timer.boundingBox())?.height).toBeGreaterThan(50);
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
    [`/reset-password?token=${WELL_FORMED}`, 'Set a new password'],
    ['/auth/pages/coming-soon1', 'Coming soon'],
  ])('hydrates %s: its elements stay, nothing is logged', async (address, heading) => {
    const { context, page, problems, atParse, sameHeading, html } = await open(app, address);
    expect(html).toContain('<html data-prerendered');
    expect(html).not.toContain(WELL_FORMED);
    expect(atParse).toMatchObject({ hidden: false, heading });
    expect(sameHeading).toBe(true);
    await page.waitForTimeout(1000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fills coming-soon1's countdown in once hydrated, without moving anything", async () => {
    const { context, page, problems, atParse } = await open(app, '/auth/pages/coming-soon1');
    const timer = page.getByRole('timer', { name: 'Time left until March 1, 2027 at 9:00 AM' });
    await timer.waitFor();
    expect(await timer.getAttribute('aria-busy')).toBeNull();
    expect(await timer.textContent()).toMatch(/^\d{2,}days?\d{2}hours?\d{2}minutes?\d{2}seconds?$/);
    const box = (await timer.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(box[side]).toBeCloseTo(atParse.timer![side], 1);
    // From the time on: a face arriving after the first paint may swap the heading's glyphs
    // before it (a race of the font's download, on every prerendered page).
    const filledAt = await page.evaluate(
      () => (window as unknown as { __filledAt?: number }).__filledAt,
    );
    expect(filledAt).toBeDefined();
    expect(await layoutShift(page, filledAt!)).toBe(0);
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

  it('sets a new password from the prerendered reset page, then signs in with it', async () => {
    const user = newAccount('reset', 'Reset');
    const newPassword = `second-password-${user.id}`;
    const account = await app.newPage();
    await signUp(account.page, user);
    await account.context.close();

    const forgot = await app.newPage();
    await forgot.page.goto('/forgot');
    await waitForReact(forgot.page, '#root h1');
    await forgot.page.getByLabel('Email address').fill(user.email);
    await forgot.page.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await forgot.context.close();
    const link = await resetLink(app, user.email);

    const { context, page, problems, atParse, html } = await open(app, link);
    expect(html).toContain('<html data-prerendered');
    expect(atParse.heading).toBe('Set a new password');
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password was changed. Sign in with the new one.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Email or username').fill(user.email);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['a malformed token', '/reset-password?token=too-short'],
    ['no token', '/reset-password'],
  ])('renders the reset page with %s in the client: its notice shows', async (_case, address) => {
    const { context, page, problems, html } = await open(app, address);
    expect(html).not.toContain('<html data-prerendered');
    await page
      .getByText('This page needs the link from your email. Ask for a new one if it expired.')
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders the reset page with another parameter beside its token in the client', async () => {
    const { context, page, problems, html } = await open(
      app,
      `/reset-password?token=${WELL_FORMED}&next=%2F`,
    );
    expect(html).not.toContain('<html data-prerendered');
    await page.getByRole('button', { name: 'Save new password' }).waitFor();
    expect(problems).toEqual([]);
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
