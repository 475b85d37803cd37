import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_PATHS,
  calendarListResponseSchema,
  subscriptionResponseSchema,
  type CalendarEvent,
} from '@/api/schema';
import {
  calendarTestServer,
  hourAt,
  type CalendarCall,
  type CalendarUser,
} from '../test/calendar.ts';

const { call, signUp, create, server } = calendarTestServer();
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nEND:VCALENDAR\r\n';

let owner: CalendarUser;
let grantee: CalendarUser;
let stranger: CalendarUser;
let other: CalendarUser;
let event: CalendarEvent;

type Role = 'owner' | 'grantee' | 'stranger' | 'signedOut';

/** Status per role; the unknown-username column is always 404 (401 signed out). */
interface Row {
  name: string;
  request: (username: string) => CalendarCall;
  expect: Record<Role, number>;
}

const READ = { owner: 200, grantee: 200, stranger: 403, signedOut: 401 };
const WRITE = (ok: number) => ({ owner: ok, grantee: 403, stranger: 403, signedOut: 401 });

const rows = (): Row[] => [
  { name: 'calendar', request: (u) => ({ url: CALENDAR_PATHS.one(u) }), expect: READ },
  {
    name: 'events in a range',
    request: (u) => ({
      url: CALENDAR_PATHS.events(u),
      query: { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
    }),
    expect: READ,
  },
  { name: 'one event', request: (u) => ({ url: CALENDAR_PATHS.event(u, event.id) }), expect: READ },
  { name: 'export', request: (u) => ({ url: CALENDAR_PATHS.exportIcs(u) }), expect: READ },
  {
    name: 'create',
    request: (u) => ({
      method: 'POST',
      url: CALENDAR_PATHS.events(u),
      body: hourAt('2026-01-20T10:00:00Z', 'UTC'),
    }),
    expect: WRITE(201),
  },
  {
    name: 'change',
    request: (u) => ({
      method: 'PATCH',
      url: CALENDAR_PATHS.event(u, event.id),
      body: { version: 1, title: 'Changed' },
    }),
    expect: WRITE(200),
  },
  { name: 'shares', request: (u) => ({ url: CALENDAR_PATHS.shares(u) }), expect: WRITE(200) },
  {
    name: 'grant',
    request: (u) => ({ method: 'PUT', url: CALENDAR_PATHS.share(u, grantee.username) }),
    expect: WRITE(200),
  },
  {
    name: 'feed status',
    request: (u) => ({ url: CALENDAR_PATHS.subscription(u) }),
    expect: WRITE(200),
  },
  {
    name: 'import',
    request: (u) => ({ method: 'POST', url: CALENDAR_PATHS.import(u), body: { ics: ICS } }),
    expect: WRITE(200),
  },
  {
    name: 'undo',
    request: (u) => ({
      method: 'POST',
      url: CALENDAR_PATHS.undo(u, '00000000-0000-4000-8000-000000000000'),
    }),
    expect: { ...WRITE(404) },
  },
  {
    name: 'new feed address',
    request: (u) => ({ method: 'POST', url: CALENDAR_PATHS.subscription(u) }),
    expect: WRITE(201),
  },
  {
    name: 'revoke feed',
    request: (u) => ({ method: 'DELETE', url: CALENDAR_PATHS.subscription(u) }),
    expect: WRITE(204),
  },
  {
    name: 'delete',
    request: (u) => ({ method: 'DELETE', url: CALENDAR_PATHS.event(u, event.id) }),
    expect: WRITE(200),
  },
  // Hiding is the grantee's own choice (docs/calendar.md "Sharing"); showing puts it back.
  {
    name: 'hide from my picker',
    request: (u) => ({ method: 'PUT', url: CALENDAR_PATHS.hidden(u) }),
    expect: { owner: 422, grantee: 204, stranger: 403, signedOut: 401 },
  },
  {
    name: 'show in my picker',
    request: (u) => ({ method: 'DELETE', url: CALENDAR_PATHS.hidden(u) }),
    expect: { owner: 422, grantee: 204, stranger: 403, signedOut: 401 },
  },
  // Another reader's share: only the owner may end it (a grantee naming themselves leaves).
  {
    name: 'revoke share',
    request: (u) => ({ method: 'DELETE', url: CALENDAR_PATHS.share(u, other.username) }),
    expect: WRITE(204),
  },
];

beforeAll(async () => {
  owner = await signUp('Owner', 'Europe/Bucharest');
  grantee = await signUp('Grantee');
  stranger = await signUp('Stranger');
  other = await signUp('Other reader');
  event = await create(
    owner,
    hourAt('2026-01-10T08:00:00Z', 'Europe/Bucharest', { title: 'Secret plan' }),
  );
  for (const reader of [grantee, other]) {
    const granted = await call(owner, {
      method: 'PUT',
      url: CALENDAR_PATHS.share(owner.username, reader.username),
    });
    expect(granted.statusCode).toBe(200);
  }
});

describe('calendar access matrix', () => {
  it('answers each route per role: owner, grantee, stranger, signed out, unknown calendar', async () => {
    const users: Record<Role, CalendarUser | undefined> = {
      signedOut: undefined,
      stranger,
      grantee,
      owner: undefined,
    };
    for (const row of rows()) {
      users.owner = owner;
      // Refusals first, so a write the owner makes (delete, revoke) cannot hide what others get.
      for (const role of ['signedOut', 'stranger', 'grantee'] as const) {
        const response = await call(users[role], row.request(owner.username));
        expect(response.statusCode, `${row.name} as ${role}: ${response.body}`).toBe(
          row.expect[role],
        );
        if (role === 'stranger')
          expect(response.json()).toMatchObject({ error: { code: 'not_shared' } });
        if (role === 'grantee' && row.expect.grantee === 403) {
          expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
        }
        if (response.statusCode >= 400) expect(response.body).not.toContain('Secret plan');
      }
      const unknown = await call(stranger, row.request('nobody_here'));
      expect(unknown.statusCode, `${row.name} on an unknown calendar`).toBe(404);
      const own = await call(owner, row.request(owner.username));
      expect(own.statusCode, `${row.name} as owner: ${own.body}`).toBe(row.expect.owner);
    }
  });

  it('the picker lists your calendar first, then those shared with you, and forgets a revoked one', async () => {
    await call(owner, {
      method: 'PUT',
      url: CALENDAR_PATHS.share(owner.username, grantee.username),
    });
    const listed = calendarListResponseSchema.parse(
      (await call(grantee, { url: CALENDAR_PATHS.list })).json(),
    );
    expect(listed.items.map((item) => [item.owner.username, item.access])).toEqual([
      [grantee.username, 'owner'],
      [owner.username, 'read'],
    ]);
    expect(listed.items[1]!.owner.timeZone).toBe('Europe/Bucharest');
    await call(owner, {
      method: 'DELETE',
      url: CALENDAR_PATHS.share(owner.username, grantee.username),
    });
    const after = calendarListResponseSchema.parse(
      (await call(grantee, { url: CALENDAR_PATHS.list })).json(),
    );
    expect(after.items.map((item) => item.owner.username)).toEqual([grantee.username]);
    const refused = await call(grantee, { url: CALENDAR_PATHS.one(owner.username) });
    expect(refused.json()).toMatchObject({ error: { code: 'not_shared' } });
  });

  it('refuses sharing with yourself or with nobody', async () => {
    const self = await call(owner, {
      method: 'PUT',
      url: CALENDAR_PATHS.share(owner.username, owner.username),
    });
    expect(self.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { username: 'invalid' } },
    });
    const nobody = await call(owner, {
      method: 'PUT',
      url: CALENDAR_PATHS.share(owner.username, 'no_such_user'),
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('serves the feed by a valid token without signing in, and not once it is revoked or replaced', async () => {
    await create(owner, hourAt('2026-02-10T08:00:00Z', 'Europe/Bucharest', { title: 'Feed item' }));
    const made = subscriptionResponseSchema.parse(
      (
        await call(owner, { method: 'POST', url: CALENDAR_PATHS.subscription(owner.username) })
      ).json(),
    );
    const path = new URL(made.url).pathname;
    const feed = await server.client.call('GET', path, { xsrf: false });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('SUMMARY:Feed item');
    const replaced = subscriptionResponseSchema.parse(
      (
        await call(owner, { method: 'POST', url: CALENDAR_PATHS.subscription(owner.username) })
      ).json(),
    );
    expect((await server.client.call('GET', path, { xsrf: false })).statusCode).toBe(404);
    const newPath = new URL(replaced.url).pathname;
    expect((await server.client.call('GET', newPath, { xsrf: false })).statusCode).toBe(200);
    await call(owner, { method: 'DELETE', url: CALENDAR_PATHS.subscription(owner.username) });
    const revoked = await server.client.call('GET', newPath, { xsrf: false });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('Feed item');
    const made_up = await server.client.call('GET', `/api${CALENDAR_PATHS.feed('x'.repeat(43))}`, {
      xsrf: false,
    });
    expect(made_up.statusCode).toBe(404);
  });
});
