import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app.ts';
import { signInWithToken } from './support/api.ts';
import { createEvent, newUser } from './calendarSupport.ts';

// A month grid draws six weeks, with days of the months around it. The walk found a weekly event
// missing from the last row (Dec 11 in November, Jan 8 in December): the page asked the server
// for the month only. The viewer is in UTC (the harness's browser zone) and the locale is en-US,
// so weeks start on Sunday.
const MONTHS = [
  // Starts on a Sunday: the grid runs to Saturday 12 December.
  { date: '2026-11-14', first: '2026-11-01', last: '2026-12-12' },
  // Starts on a Tuesday: the grid runs to Saturday 9 January.
  { date: '2026-12-01', first: '2026-11-29', last: '2027-01-09' },
  // Starts on a Monday: the grid begins on 31 January and runs to 13 March.
  { date: '2027-02-20', first: '2027-01-31', last: '2027-03-13' },
];

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ env: { RATE_LIMIT_REGISTER: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

/** The days the month grid draws, in order, from the cells' own dates. */
const drawnDays = (page: Page) =>
  page
    .locator('[role="cell"][data-date]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));

/** The day of each drawn occurrence, from its occurrence id (`<id>:<recurrenceStart>`). */
const occurrenceDays = (page: Page) =>
  page.locator('[data-occurrence]').evaluateAll((events) =>
    events
      .map((event) => (event.getAttribute('data-occurrence') ?? '').split(':').slice(1).join(':'))
      .map((start) => start.slice(0, 10))
      .sort(),
  );

describe('calendar: the month grid', () => {
  it('draws a weekly event on every day of the six weeks it shows, in three months', async () => {
    const user = await newUser(app.url, 'Mo');
    await createEvent(app.url, user, {
      title: 'Walk',
      start: '2026-10-01T10:00:00Z',
      end: '2026-10-01T10:30:00Z',
      timeZone: 'UTC',
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
      },
    });
    const { context, page, problems } = await app.newPage();
    await signInWithToken(page.context(), user.token);
    await page.setViewportSize({ width: 1280, height: 1400 });

    for (const month of MONTHS) {
      await page.goto(`/calendar/${user.username}?view=month&date=${month.date}`);
      await page.locator(`[role="cell"][data-date="${month.last}"]`).waitFor({ timeout: 60_000 });
      const days = await drawnDays(page);
      expect(days, month.date).toHaveLength(42);
      expect(days[0], month.date).toBe(month.first);
      expect(days.at(-1), month.date).toBe(month.last);
      await expect
        .poll(() => occurrenceDays(page), { timeout: 15_000, message: month.date })
        .toEqual(days);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
