import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app.ts';
import {
  centre,
  drag,
  eventsBetween,
  newUser,
  signInWithToken,
  type CalendarUser,
} from './calendarSupport.ts';

// The week of Monday 7 December 2026, far from any daylight-saving change; the viewer is in UTC
// (the harness's browser zone, detected as the user's), so grid times are UTC times.
const WEEK = '2026-12-07';
const weekUrl = (user: CalendarUser, date = WEEK) =>
  `/calendar/${user.username}?view=week&date=${date}`;

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ env: { RATE_LIMIT_REGISTER: '1000', RATE_LIMIT_LOGIN: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

/** The time grid's cell of `date` at `time` (`10:00:00`), from the grid's own data attributes. */
async function slot(page: Page, date: string, time: string) {
  const rowLocator = page.locator(`[data-time="${time}"]`).last();
  await rowLocator.scrollIntoViewIfNeeded();
  const column = await centre(page.locator(`[data-date="${date}"]`).last());
  const row = await centre(rowLocator);
  return { x: column.x, y: row.y };
}

const eventOnGrid = (page: Page, title: string) =>
  page.locator('[data-occurrence]').filter({ hasText: title });

describe('calendar: a user plans their week', () => {
  it('creates an event by selecting a slot, drags it to another day, resizes it: the new times stand after a reload', async () => {
    const ana = await newUser(app.url, 'Ana');
    const { context, page, problems } = await app.newPage();
    await signInWithToken(page, ana);
    // Tall enough for a whole day of the week grid, so no drag has to scroll.
    await page.setViewportSize({ width: 1280, height: 1700 });
    await page.goto(weekUrl(ana));

    await page.locator('[data-time="10:00:00"]').first().waitFor({ timeout: 60_000 });
    await drag(
      page,
      await slot(page, '2026-12-08', '10:00:00'),
      await slot(page, '2026-12-08', '10:30:00'),
    );
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Dentist');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    const dentist = eventOnGrid(page, 'Dentist');
    await dentist.waitFor({ timeout: 15_000 });
    const created = await eventsBetween(
      app.url,
      ana,
      '2026-12-07T00:00:00Z',
      '2026-12-14T00:00:00Z',
    );
    expect(created.map(({ title, start, end }) => ({ title, start, end }))).toEqual([
      { title: 'Dentist', start: '2026-12-08T10:00:00.000Z', end: '2026-12-08T11:00:00.000Z' },
    ]);

    // Two days later at the same time.
    const from = await centre(dentist);
    const target = await slot(page, '2026-12-10', '10:00:00');
    await drag(page, from, { x: target.x, y: from.y });
    await expect
      .poll(
        async () =>
          (await eventsBetween(app.url, ana, WEEK + 'T00:00:00Z', '2026-12-14T00:00:00Z'))[0]
            ?.start,
        {
          timeout: 15_000,
        },
      )
      .toBe('2026-12-10T10:00:00.000Z');

    // The end handle is the part of the event with a resize cursor (FullCalendar hashes its class names).
    const box = (await dentist.boundingBox())!;
    const bottom = { x: box.x + box.width / 2, y: box.y + box.height - 2 };
    await page.mouse.move(bottom.x, bottom.y);
    const lower = await slot(page, '2026-12-10', '11:30:00');
    await drag(page, bottom, { x: bottom.x, y: lower.y });
    await expect
      .poll(
        async () =>
          (await eventsBetween(app.url, ana, WEEK + 'T00:00:00Z', '2026-12-14T00:00:00Z'))[0]?.end,
        {
          timeout: 15_000,
        },
      )
      .toBe('2026-12-10T12:00:00.000Z');

    await page.reload();
    await eventOnGrid(page, 'Dentist').waitFor({ timeout: 30_000 });
    const after = await eventsBetween(app.url, ana, WEEK + 'T00:00:00Z', '2026-12-14T00:00:00Z');
    expect(after.map(({ title, start, end }) => ({ title, start, end }))).toEqual([
      { title: 'Dentist', start: '2026-12-10T10:00:00.000Z', end: '2026-12-10T12:00:00.000Z' },
    ]);
    // The grid draws it on Thursday after the reload, not where it was made.
    const thursday = (await page.locator('[data-date="2026-12-10"]').last().boundingBox())!;
    const drawn = (await eventOnGrid(page, 'Dentist').boundingBox())!;
    expect(drawn.x).toBeGreaterThanOrEqual(thursday.x - 1);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(thursday.x + thursday.width + 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
