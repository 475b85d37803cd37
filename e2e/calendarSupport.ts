import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { CALENDAR_PATHS, type CalendarEvent, type CreateEventRequest } from '@/api/schema';
import { TOKEN_STORAGE_KEY } from '@/config';

export { CALENDAR_PATHS };

const XSRF = 'e2e-calendar-xsrf-0123456789';

export interface CalendarUser {
  name: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** The API as a script would call it: JSON, the double-submit XSRF pair, the bearer token. */
export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      accept: 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A new account through the API (the UI's sign-up has its own test); `timeZone` as detected. */
export async function newUser(base: string, label: string, timeZone?: string) {
  const id = randomBytes(4).toString('hex');
  const user = {
    name: `${label} ${id}`,
    username: `${label.toLowerCase()}_${id}`,
    email: `${label.toLowerCase()}_${id}@example.test`,
    password: `calendar-${id}-secret`,
  };
  const response = await api<{ token: string }>(base, 'POST', '/account/register', {
    body: { ...user, ...(timeZone ? { timeZone } : {}) },
  });
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  return { ...user, token: response.body.token } satisfies CalendarUser;
}

/** Opens the app in `page` already signed in as `user`. */
export async function signInWithToken(page: Page, user: CalendarUser): Promise<void> {
  await page
    .context()
    .addInitScript(([key, token]) => window.localStorage.setItem(key, token), [
      TOKEN_STORAGE_KEY,
      user.token,
    ] as const);
}

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
