import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app.ts';
import { signInWithToken } from './support/api.ts';
import { createEvent, newUser } from './calendarSupport.ts';

// The product server runs the real clock, so the reminder is made due a few seconds ahead: the
// test waits for the page to show it, never for a fixed time.
const MINUTE = 60_000;
const LEAD_MS = 8_000;
const ARRIVAL = { timeout: 60_000 };

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ env: { RATE_LIMIT_REGISTER: '1000', RATE_LIMIT_LOGIN: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

describe('reminders: an event tells its owner when it is due', () => {
  it('shows the bell count and the snackbar, opens the event from the list and snoozes it', async () => {
    const ana = await newUser(app.url, 'Ana');
    // "1 minute before" an event starting a minute and a few seconds from now.
    const start = new Date(Date.now() + MINUTE + LEAD_MS);
    const event = await createEvent(app.url, ana, {
      title: 'Standup with the team',
      allDay: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * MINUTE).toISOString(),
      timeZone: 'UTC',
      reminders: [1],
    });
    expect(event.reminders).toEqual([1]);

    const { context, page, problems } = await app.newPage();
    await signInWithToken(context, ana.token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor(ARRIVAL);

    // Shown once as a snackbar in the open tab, and counted on the bell.
    await page.getByText('Reminder: Standup with the team').waitFor(ARRIVAL);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor(ARRIVAL);

    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    // The item's own button shows the title; the snooze button beside it only names it.
    const item = list.getByRole('button').filter({ hasText: 'Standup with the team' });
    await item.waitFor();
    if (process.env.SAVE_SCREENSHOTS === '1') {
      const out = path.resolve('docs/screenshots');
      mkdirSync(out, { recursive: true });
      await page.screenshot({ path: path.join(out, 'notification-centre.png') });
    }

    // Opening it leads to the event and marks it read.
    await item.click();
    const opened = page.getByRole('dialog', { name: /event/i });
    await opened.waitFor(ARRIVAL);
    await expect(opened.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(
      'Standup with the team',
    );
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor(ARRIVAL);

    // Snoozed for 5 minutes: out of the list until then.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await list.getByRole('button', { name: 'Snooze “Standup with the team”' }).click();
    await page.getByRole('menuitem', { name: 'For 5 minutes' }).click();
    await page.getByText('Snoozed', { exact: true }).waitFor(ARRIVAL);
    await item.waitFor({ state: 'detached', timeout: 15_000 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
