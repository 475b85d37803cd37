import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  CALENDAR_PATHS,
  eventChangeResponseSchema,
  eventListResponseSchema,
  eventResponseSchema,
  importResponseSchema,
  type CalendarEvent,
  type CreateEventRequest,
  type EventChangeResponse,
  type ImportResponse,
  type UpdateEventRequest,
} from '@/api/schema';
import { withTestServer, type TestServer } from './server.ts';
import { newUser, register } from './users.ts';

export interface CalendarUser {
  token: string;
  username: string;
}

export interface CalendarCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** What the calendar route tests do again and again, on the one test server of their file. */
export function calendarTestServer(options: Parameters<typeof withTestServer>[0] = {}) {
  const server: TestServer = withTestServer(options);
  const call = (
    user: CalendarUser | undefined,
    options: CalendarCall,
  ): Promise<LightMyRequestResponse> =>
    server.client.call(options.method ?? 'GET', `/api${options.url}`, {
      body: options.body,
      query: options.query,
      headers: options.headers,
      token: user?.token,
    });

  /** A change or deletion the test expects to succeed. */
  async function change(user: CalendarUser, options: CalendarCall): Promise<EventChangeResponse> {
    const response = await call(user, options);
    expect(response.statusCode, response.body).toBe(200);
    return eventChangeResponseSchema.parse(response.json());
  }

  const helpers = {
    server,
    call,
    async signUp(name: string, timeZone?: string): Promise<CalendarUser> {
      const session = await register(server.client, newUser({ name }));
      const user = { token: session.token, username: session.user.username };
      if (timeZone) {
        const response = await call(user, {
          method: 'PUT',
          url: CALENDAR_PATHS.settings,
          body: { timeZone },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      return user;
    },
    async create(
      user: CalendarUser,
      body: CreateEventRequest,
      owner = user.username,
    ): Promise<CalendarEvent> {
      const response = await call(user, {
        method: 'POST',
        url: CALENDAR_PATHS.events(owner),
        body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return eventResponseSchema.parse(response.json()).event;
    },
    async range(
      user: CalendarUser,
      from: string,
      to: string,
      owner = user.username,
    ): Promise<CalendarEvent[]> {
      const response = await call(user, { url: CALENDAR_PATHS.events(owner), query: { from, to } });
      expect(response.statusCode, response.body).toBe(200);
      return eventListResponseSchema.parse(response.json()).items;
    },
    /** Previews (apply: false) or applies an .ics file, expecting a 200. */
    async importIcs(user: CalendarUser, ics: string, apply: boolean): Promise<ImportResponse> {
      const response = await call(user, {
        method: 'POST',
        url: CALENDAR_PATHS.import(user.username),
        body: { ics, apply },
      });
      expect(response.statusCode, response.body).toBe(200);
      return importResponseSchema.parse(response.json());
    },
    update: (user: CalendarUser, id: string, body: UpdateEventRequest) =>
      change(user, { method: 'PATCH', url: CALENDAR_PATHS.event(user.username, id), body }),
    remove: (user: CalendarUser, id: string, query: Record<string, string> = {}) =>
      change(user, { method: 'DELETE', url: CALENDAR_PATHS.event(user.username, id), query }),
  };
  return helpers;
}

/** Local wall-clock start times of events in a zone: `2026-03-02 09:00`. */
export function localStarts(events: CalendarEvent[], zone: string): string[] {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return events.map((event) => format.format(new Date(event.start)));
}

/** A one-hour event starting at `start` in `timeZone`. */
export function hourAt(
  start: string,
  timeZone: string,
  extra: Partial<CreateEventRequest> = {},
): CreateEventRequest {
  const from = new Date(start);
  return {
    title: 'Meeting',
    start: from.toISOString(),
    end: new Date(from.getTime() + 3_600_000).toISOString(),
    timeZone,
    ...extra,
  };
}
