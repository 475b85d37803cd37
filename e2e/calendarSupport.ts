import type { Locator, Page } from 'playwright-core';
import { CALENDAR_PATHS, type CalendarEvent, type CreateEventRequest } from '@/api/schema';
import { api, registerAccount } from './support/api.ts';
import { newAccount, type NewAccount } from './support/signUp.ts';

export { CALENDAR_PATHS };

export type CalendarUser = NewAccount & { token: string };

/** A new account through the API (the UI's sign-up has its own test); `timeZone` as detected. */
export const newUser = (base: string, label: string, timeZone?: string): Promise<CalendarUser> =>
  registerAccount(base, newAccount(label.toLowerCase(), label), timeZone ? { timeZone } : {});

export async function createEvent(base: string, user: CalendarUser, event: CreateEventRequest) {
  const response = await api<{ event: CalendarEvent }>(
    base,
    'POST',
    CALENDAR_PATHS.events(user.username),
    { token: user.token, body: event },
  );
  if (response.status !== 201) throw new Error(`create: ${response.status}`);
  return response.body.event;
}

export async function eventsBetween(
  base: string,
  user: CalendarUser,
  from: string,
  to: string,
  owner = user.username,
): Promise<CalendarEvent[]> {
  const query = new URLSearchParams({ from, to });
  const response = await api<{ items: CalendarEvent[] }>(
    base,
    'GET',
    `${CALENDAR_PATHS.events(owner)}?${query}`,
    { token: user.token },
  );
  if (response.status !== 200) throw new Error(`range: ${response.status}`);
  return response.body.items;
}

/** The centre of an element on screen. */
export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag in small steps, as FullCalendar needs to see one. */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      from.x + ((to.x - from.x) * step) / 12,
      from.y + ((to.y - from.y) * step) / 12,
    );
  }
  await page.mouse.up();
}
