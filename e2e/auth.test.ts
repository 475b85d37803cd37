import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedToken } from './support/api.ts';
import { startApp, type RunningApp } from './support/app.ts';
import { newAccount, signUp } from './support/signUp.ts';

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });
}

describe('a new user signs up, stays signed in across a reload, and signs out', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers, reloads, signs out, signs back in', async () => {
    const user = newAccount('ada', 'Ada');
    const { context, page, problems } = await app.newPage();

    await page.goto('/');
    await waitForPath(page, '/login');

    await signUp(page, user);
    const accountButton = page.getByRole('button', { name: `Account of ${user.name}` });
    await accountButton.waitFor({ timeout: 30_000 });

    await page.reload();
    await waitForPath(page, '/');
    await accountButton.waitFor({ timeout: 30_000 });

    await accountButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    // Signed out for real: the protected page sends us back to sign in.
    await page.goto('/digi_notebook');
    await waitForPath(page, '/login');

    await page.getByLabel('Email or username').fill(user.username.toUpperCase());
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/digi_notebook');

    expect(problems).toEqual([]);
    await context.close();
  });
});
