import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string;
}

/** A new visitor's account, its names unique to this run (`id`) so runs never collide. */
export function newAccount(handle: string, displayName: string): NewAccount & { id: string } {
  const id = randomBytes(4).toString('hex');
  return {
    id,
    name: `${displayName} ${id}`,
    username: `${handle}_${id}`,
    email: `${handle}_${id}@example.test`,
    password: `${handle}-${id}-password`,
  };
}

/** Creates the account through the sign-up form, as a visitor would, and waits for Home. */
export async function signUp(page: Page, user: NewAccount): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
}
