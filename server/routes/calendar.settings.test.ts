import { randomUUID } from 'node:crypto';
import { sql } from '../db/index.ts';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  CALENDAR_PATHS,
  NOTES_PATHS,
  calendarResponseSchema,
  calendarSettingsSchema,
  errorEnvelopeSchema,
  eventResponseSchema,
} from '@/api/schema';
import { calendarTestServer, hourAt, type CalendarUser } from '../test/calendar.ts';
import { newUser, register } from '../test/users.ts';
import { expectCreatedOnce } from '../test/client.ts';

const { server, call, signUp, range } = calendarTestServer();

const setZone = (user: CalendarUser, timeZone: unknown) =>
  call(user, { method: 'PUT', url: CALENDAR_PATHS.settings, body: { timeZone } });

describe('calendar: the viewer’s time zone', () => {
  it('is null until chosen, then kept as the IANA name the runtime spells, and shown as the owner’s', async () => {
    const ana = await signUp('Ana');
    const before = await call(ana, { url: CALENDAR_PATHS.settings });
    expect(calendarSettingsSchema.parse(before.json())).toEqual({ timeZone: null });
    const calendar = await call(ana, { url: CALENDAR_PATHS.one(ana.username) });
    // Until a zone is chosen the server reads the calendar in UTC.
    expect(calendarResponseSchema.parse(calendar.json()).calendar.owner.timeZone).toBe('UTC');

    const set = await setZone(ana, '  america/new_york ');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ timeZone: 'America/New_York' });
    const after = await call(ana, { url: CALENDAR_PATHS.settings });
    expect(after.json()).toEqual({ timeZone: 'America/New_York' });
    const again = await call(ana, { url: CALENDAR_PATHS.one(ana.username) });
    expect(calendarResponseSchema.parse(again.json()).calendar.owner.timeZone).toBe(
      'America/New_York',
    );

    // A change replaces the first choice.
    expect((await setZone(ana, 'Europe/Bucharest')).json()).toEqual({
      timeZone: 'Europe/Bucharest',
    });
  });

  it('refuses what is not an IANA zone and keeps the zone it had', async () => {
    const bo = await signUp('Bo', 'Asia/Shanghai');
    for (const bad of ['Mars/Olympus', '+02:00', '', 'x'.repeat(65), 42, null]) {
      const response = await setZone(bo, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(expectFields(response.json())).toHaveProperty('timeZone');
    }
    expect((await call(bo, { url: CALENDAR_PATHS.settings })).json()).toEqual({
      timeZone: 'Asia/Shanghai',
    });
  });

  it('is your own: signed out is 401, and one user’s zone is not another’s', async () => {
    expect((await call(undefined, { url: CALENDAR_PATHS.settings })).statusCode).toBe(401);
    const signedOut = await call(undefined, {
      method: 'PUT',
      url: CALENDAR_PATHS.settings,
      body: { timeZone: 'UTC' },
    });
    expect(signedOut.statusCode).toBe(401);
    const cy = await signUp('Cy', 'Europe/Paris');
    const di = await signUp('Di');
    expect((await call(di, { url: CALENDAR_PATHS.settings })).json()).toEqual({ timeZone: null });
    expect((await call(cy, { url: CALENDAR_PATHS.settings })).json()).toEqual({
      timeZone: 'Europe/Paris',
    });
  });
});

describe('calendar: the zone detected on first sign-in', () => {
  const zoneOf = async (token: string) =>
    calendarSettingsSchema.parse(
      (await call({ token, username: '' }, { url: CALENDAR_PATHS.settings })).json(),
    ).timeZone;
  const logIn = async (identifier: string, password: string, timeZone?: unknown) => {
    const response = await server.client.call('POST', `/api${ACCOUNT_PATHS.login}`, {
      body: { identifier, password, ...(timeZone === undefined ? {} : { timeZone }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  };

  it('sign-up keeps the browser’s zone; a later sign-in elsewhere does not replace it', async () => {
    const user = newUser();
    const session = await register(server.client, { ...user, timeZone: 'Asia/Tokyo' });
    expect(await zoneOf(session.token)).toBe('Asia/Tokyo');
    const later = await logIn(user.username, user.password, 'America/New_York');
    expect(await zoneOf(later)).toBe('Asia/Tokyo');
  });

  it('the first sign-in of a user without a zone gives it one; a chosen zone stays', async () => {
    const user = newUser();
    await register(server.client, user);
    const first = await logIn(user.email, user.password, 'europe/bucharest');
    expect(await zoneOf(first)).toBe('Europe/Bucharest');
    const chosen = await call(
      { token: first, username: user.username },
      { method: 'PUT', url: CALENDAR_PATHS.settings, body: { timeZone: 'Europe/Lisbon' } },
    );
    expect(chosen.statusCode).toBe(200);
    expect(await zoneOf(await logIn(user.username, user.password, 'Asia/Tokyo'))).toBe(
      'Europe/Lisbon',
    );
  });

  it('a zone that is not an IANA name is ignored, never refusing the sign-in', async () => {
    const user = newUser();
    const session = await register(server.client, { ...user, timeZone: 'Mars/Olympus' });
    expect(await zoneOf(session.token)).toBeNull();
    for (const odd of ['+02:00', '', 'x'.repeat(80)]) {
      expect(await zoneOf(await logIn(user.username, user.password, odd))).toBeNull();
    }
    const tooLong = await server.client.call('POST', `/api${ACCOUNT_PATHS.login}`, {
      body: { identifier: user.username, password: user.password, timeZone: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

function expectFields(body: unknown): Record<string, string> {
  return errorEnvelopeSchema.parse(body).error.fields ?? {};
}

describe('calendar: retried creates (Idempotency-Key)', () => {
  const createWithKey = (user: CalendarUser, key: string, title: string) =>
    call(user, {
      method: 'POST',
      url: CALENDAR_PATHS.events(user.username),
      body: hourAt('2026-07-01T07:00:00Z', 'Europe/Bucharest', { title }),
      headers: { 'idempotency-key': key },
    });

  it('a repeat with the same key answers with the first event, even when concurrent', async () => {
    const eve = await signUp('Eve');
    const key = randomUUID();
    await expectCreatedOnce(
      () => createWithKey(eve, key, 'Once'),
      (body) => eventResponseSchema.parse(body).event.id,
    );
    const events = await range(eve, '2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z');
    expect(events.map((event) => event.title)).toEqual(['Once']);
    // Without a key every create is a new event.
    const plain = hourAt('2026-07-01T07:00:00Z', 'Europe/Bucharest', { title: 'Twice' });
    for (let index = 0; index < 2; index += 1) {
      const response = await call(eve, {
        method: 'POST',
        url: CALENDAR_PATHS.events(eve.username),
        body: plain,
      });
      expect(response.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await range(eve, '2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z')).toHaveLength(3);
  });

  it('the same key with another body, or one a note used, is 422; other users and expired keys start afresh', async () => {
    const fay = await signUp('Fay');
    const key = randomUUID();
    const first = await createWithKey(fay, key, 'First');
    expect(first.statusCode).toBe(201);
    const clash = await createWithKey(fay, key, 'Second');
    expect(errorEnvelopeSchema.parse(clash.json()).error.code).toBe('idempotency_key_reused');
    expect(clash.statusCode).toBe(422);

    const noteKey = randomUUID();
    const note = await call(fay, {
      method: 'POST',
      url: NOTES_PATHS.list,
      body: { title: 'First' },
      headers: { 'idempotency-key': noteKey },
    });
    expect(note.statusCode).toBe(201);
    expect((await createWithKey(fay, noteKey, 'First')).statusCode).toBe(422);

    const other = await createWithKey(await signUp('Gus'), key, 'First');
    expect(other.statusCode).toBe(201);
    expect(eventResponseSchema.parse(other.json()).event.id).not.toBe(
      eventResponseSchema.parse(first.json()).event.id,
    );

    await server.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`,
    );
    const later = await createWithKey(fay, key, 'Second');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();

    const bad = await createWithKey(fay, 'no spaces allowed here', 'x');
    expect(bad.statusCode).toBe(400);
    expect(expectFields(bad.json())).toHaveProperty('idempotency-key');
  });

  it('a grantee’s keyed create is refused like any other write, and stores no key', async () => {
    const hal = await signUp('Hal');
    const ivy = await signUp('Ivy');
    const grant = await call(hal, {
      method: 'PUT',
      url: CALENDAR_PATHS.share(hal.username, ivy.username),
    });
    expect(grant.statusCode, grant.body).toBeLessThan(300);
    const key = randomUUID();
    const refused = await call(ivy, {
      method: 'POST',
      url: CALENDAR_PATHS.events(hal.username),
      body: hourAt('2026-07-01T07:00:00Z', 'UTC'),
      headers: { 'idempotency-key': key },
    });
    expect(refused.statusCode).toBe(403);
    const stored = await server.database.db.many(
      sql`SELECT key FROM idempotency_keys WHERE key = ${key}`,
    );
    expect(stored).toEqual([]);
  });
});
