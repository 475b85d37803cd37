import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  CALENDAR_PATHS,
  calendarListResponseSchema,
  calendarResponseSchema,
  shareListResponseSchema,
  shareResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatusSchema,
} from '@/api/schema';
import { memoryMailer } from '../test/app.ts';
import { calendarTestServer, type CalendarUser } from '../test/calendar.ts';
import { newUser, register } from '../test/users.ts';
import { expectRefusal } from '../test/client.ts';

const mailer = memoryMailer();
const { call, signUp, server } = calendarTestServer({ mailer });

const share = (owner: CalendarUser, grantee: string) =>
  call(owner, { method: 'PUT', url: CALENDAR_PATHS.share(owner.username, grantee) });
const picker = async (user: CalendarUser) =>
  calendarListResponseSchema
    .parse((await call(user, { url: CALENDAR_PATHS.list })).json())
    .items.map((item) => item.owner.username);

describe('a password reset and the feed address', () => {
  it('turns the feed off in the reset itself, and the share dialog can say when', async () => {
    const session = await register(server.client, newUser({ name: 'Resetting' }));
    const owner = { token: session.token, username: session.user.username };
    const made = subscriptionResponseSchema.parse(
      (
        await call(owner, { method: 'POST', url: CALENDAR_PATHS.subscription(owner.username) })
      ).json(),
    );
    const feed = new URL(made.url).pathname;
    expect((await server.client.call('GET', feed, { xsrf: false })).statusCode).toBe(200);

    await server.client.call('POST', `/api${ACCOUNT_PATHS.forgot}`, {
      body: { email: session.input.email },
    });
    await expect.poll(() => mailer.sent.at(-1)?.to).toBe(session.input.email);
    const token = new URL(mailer.lastLink() ?? '').searchParams.get('token') ?? '';
    const reset = await server.client.call('POST', `/api${ACCOUNT_PATHS.reset}`, {
      body: { token, password: 'a-brand-new-secret' },
    });
    expect(reset.statusCode, reset.body).toBe(204);

    const after = await server.client.call('GET', feed, { xsrf: false });
    expect(after.statusCode).toBe(404);
    const signedIn = await server.client.call('POST', `/api${ACCOUNT_PATHS.login}`, {
      body: { identifier: session.input.email, password: 'a-brand-new-secret' },
    });
    const again = { token: signedIn.json<{ token: string }>().token, username: owner.username };
    const status = subscriptionStatusSchema.parse(
      (await call(again, { url: CALENDAR_PATHS.subscription(owner.username) })).json(),
    );
    expect(status.active).toBe(false);
    expect(Date.parse(status.resetByPasswordAt ?? '')).toBeGreaterThan(Date.parse(made.createdAt));

    // A new address is the owner's answer to the notice, which then goes.
    await call(again, { method: 'POST', url: CALENDAR_PATHS.subscription(owner.username) });
    const renewed = subscriptionStatusSchema.parse(
      (await call(again, { url: CALENDAR_PATHS.subscription(owner.username) })).json(),
    );
    expect(renewed).toMatchObject({ active: true, resetByPasswordAt: null });
  });

  it('says nothing about a reset to an owner who never had a feed', async () => {
    const owner = await signUp('Never subscribed');
    const status = subscriptionStatusSchema.parse(
      (await call(owner, { url: CALENDAR_PATHS.subscription(owner.username) })).json(),
    );
    expect(status).toEqual({ active: false, createdAt: null, resetByPasswordAt: null });
  });
});

describe('sharing: what the sharer learns', () => {
  it('answers a grant with the username as typed and no display name', async () => {
    const owner = await signUp('Sharer');
    const target = await signUp('Private Person');
    const granted = await share(owner, target.username.toUpperCase());
    const body = shareResponseSchema.parse(granted.json());
    expect(body.share).toMatchObject({ username: target.username.toUpperCase(), name: null });
    expect(granted.body).not.toContain('Private Person');
    const listed = await call(owner, { url: CALENDAR_PATHS.shares(owner.username) });
    expect(shareListResponseSchema.parse(listed.json()).items[0]?.name).toBeNull();
    expect(listed.body).not.toContain('Private Person');
  });

  it('shows the display name once the grantee shares their own calendar back', async () => {
    const owner = await signUp('Sharer Two');
    const friend = await signUp('Friendly Person');
    await share(owner, friend.username);
    await share(friend, owner.username);
    const listed = shareListResponseSchema.parse(
      (await call(owner, { url: CALENDAR_PATHS.shares(owner.username) })).json(),
    );
    expect(listed.items).toMatchObject([{ username: friend.username, name: 'Friendly Person' }]);
  });

  // docs/calendar.md "Access": usernames are public (they are calendar addresses, and sign-up
  // says when one is taken), so 403 and 404 differ; nothing else about the user may show.
  it('tells a stranger only that the username exists: 403 with no name, 404 for nobody', async () => {
    const owner = await signUp('Hidden Name');
    const stranger = await signUp('Curious');
    const refused = await call(stranger, { url: CALENDAR_PATHS.one(owner.username) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'not_shared', message: 'This calendar is not shared with you.' },
    });
    const unknown = await call(stranger, { url: CALENDAR_PATHS.one('nobody_at_all') });
    expectRefusal(unknown, 404, { code: 'not_found' });
  });
});

describe('sharing: the grantee decides what is in their picker', () => {
  it('hides a shared calendar from the picker, keeps it readable, and shows it again', async () => {
    const owner = await signUp('Pushy');
    const grantee = await signUp('Reader');
    await share(owner, grantee.username);
    expect(await picker(grantee)).toEqual([grantee.username, owner.username]);

    const hidden = await call(grantee, {
      method: 'PUT',
      url: CALENDAR_PATHS.hidden(owner.username),
    });
    expect(hidden.statusCode, hidden.body).toBe(204);
    expect(await picker(grantee)).toEqual([grantee.username]);
    const opened = calendarResponseSchema.parse(
      (await call(grantee, { url: CALENDAR_PATHS.one(owner.username) })).json(),
    );
    expect(opened.calendar).toMatchObject({ access: 'read', hidden: true });
    // Granting again (the owner cannot tell it was hidden) does not put it back.
    await share(owner, grantee.username);
    expect(await picker(grantee)).toEqual([grantee.username]);

    await call(grantee, { method: 'DELETE', url: CALENDAR_PATHS.hidden(owner.username) });
    expect(await picker(grantee)).toEqual([grantee.username, owner.username]);
  });

  it('leaves a shared calendar: access ends, the owner no longer lists them, a new grant stays hidden', async () => {
    const owner = await signUp('Insistent');
    const grantee = await signUp('Leaver');
    await share(owner, grantee.username);
    const left = await call(grantee, {
      method: 'DELETE',
      url: CALENDAR_PATHS.share(owner.username, grantee.username),
    });
    expect(left.statusCode, left.body).toBe(204);
    expect(await picker(grantee)).toEqual([grantee.username]);
    const refused = await call(grantee, { url: CALENDAR_PATHS.one(owner.username) });
    expect(refused.json()).toMatchObject({ error: { code: 'not_shared' } });
    const listed = shareListResponseSchema.parse(
      (await call(owner, { url: CALENDAR_PATHS.shares(owner.username) })).json(),
    );
    expect(listed.items).toEqual([]);

    expect((await share(owner, grantee.username)).statusCode).toBe(200);
    expect(await picker(grantee)).toEqual([grantee.username]);
    const readable = await call(grantee, { url: CALENDAR_PATHS.one(owner.username) });
    expect(calendarResponseSchema.parse(readable.json()).calendar.hidden).toBe(true);
  });

  it('refuses hiding or leaving your own calendar, and one not shared with you', async () => {
    const owner = await signUp('Owner Alone');
    const stranger = await signUp('Outsider');
    for (const request of [
      { method: 'PUT' as const, url: CALENDAR_PATHS.hidden(owner.username) },
      { method: 'DELETE' as const, url: CALENDAR_PATHS.share(owner.username, owner.username) },
    ]) {
      const own = await call(owner, request);
      expect(own.statusCode, own.body).toBe(422);
    }
    const notShared = await call(stranger, {
      method: 'PUT',
      url: CALENDAR_PATHS.hidden(owner.username),
    });
    expect(notShared.json()).toMatchObject({ error: { code: 'not_shared' } });
    const leaveNothing = await call(stranger, {
      method: 'DELETE',
      url: CALENDAR_PATHS.share(owner.username, stranger.username),
    });
    expect(leaveNothing.statusCode).toBe(403);
    const signedOut = await call(undefined, {
      method: 'PUT',
      url: CALENDAR_PATHS.hidden(owner.username),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
