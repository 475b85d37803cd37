import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_STORAGE_KEY } from '@/config';
import { startApp, type RunningApp } from './support/app.ts';
import { waitForReact } from './support/hydrated.ts';

/** The preload links in the document, as paths. */
function hintedFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="modulepreload"], link[rel="preload"]',
      ),
    ].map((link) => new URL(link.href).pathname),
  );
}

/** Opens /login with these saved settings; records every built file the page requests. */
async function openLogin(app: RunningApp, savedSettings?: string) {
  const { context, page, problems } = await app.newPage();
  if (savedSettings !== undefined)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SETTINGS_STORAGE_KEY, savedSettings],
    );
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) requested.push(pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/login');
  // Every hint is added by the time React has the form (on a prerendered page, after the
  // first paint).
  await waitForReact(page, 'form button[type="submit"]');
  return { context, page, problems, requested, warnings, hinted: await hintedFiles(page) };
}

const once = (files: string[]) => files.filter((file, index) => files.indexOf(file) !== index);

describe('the first visit starts its downloads from the HTML (docs/performance.md)', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("preloads /login's chunks, messages and font, each fetched once and used", async () => {
    const { context, page, problems, requested, warnings, hinted } = await openLogin(app);
    for (const pattern of [
      /\/LoginPage-[\w-]+\.js$/,
      /\/en-[\w-]+\.js$/,
      /\/roboto-latin-400-normal-[\w-]+\.woff2$/,
    ])
      expect(
        hinted.some((file) => pattern.test(file)),
        String(pattern),
      ).toBe(true);
    expect(once(requested)).toEqual([]);
    expect(hinted.filter((file) => !requested.includes(file))).toEqual([]);
    // Chrome warns about a preload left unused a few seconds after the load event.
    await page.waitForTimeout(4000);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses any inline script but the boot script', async () => {
    const { context, page, problems } = await openLogin(app);
    const ran = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const script = document.createElement('script');
          script.textContent = 'window.__injected = 1';
          document.head.append(script);
          setTimeout(() => resolve((window as unknown as { __injected?: number }).__injected), 200);
        }),
    );
    expect(ran).toBeUndefined();
    expect(problems.some((problem) => /^CSP violation: script-src-elem inline/.test(problem))).toBe(
      true,
    );
    await context.close();
  });

  it('follows the saved language and font family', async () => {
    const saved = JSON.stringify({ i18n: 'fr', fontFamily: "'Inter', sans-serif" });
    const { context, page, problems, requested, hinted } = await openLogin(app, saved);
    expect(hinted.some((file) => /\/fr-[\w-]+\.js$/.test(file))).toBe(true);
    expect(hinted.some((file) => /\/inter-latin-400-normal-[\w-]+\.woff2$/.test(file))).toBe(true);
    expect(requested.filter((file) => /\/(?:en-|roboto-)/.test(file))).toEqual([]);
    expect(once(requested)).toEqual([]);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['{"i18n":', '["fr"]', '{"i18n":"xx","fontFamily":"__proto__"}'])(
    'falls back to the defaults on saved settings %s',
    async (saved) => {
      const { context, problems, requested, hinted } = await openLogin(app, saved);
      expect(hinted.some((file) => /\/en-[\w-]+\.js$/.test(file))).toBe(true);
      expect(hinted.some((file) => /\/roboto-latin-400-normal-/.test(file))).toBe(true);
      expect(once(requested)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
