import { beforeAll, describe, expect, test } from 'vitest';
import {
  listNoteVersionsResponseSchema,
  NOTE_VERSIONS_PATHS,
  AGENT_PATHS,
  CALENDAR_PATHS,
  NOTES_PATHS,
  SEARCH_PATHS,
  conversationResponseSchema,
  listConversationsResponseSchema,
  noteResponseSchema,
  searchResponseSchema,
  type CommandResult,
} from '@/api/schema';
import { listeningUrl, readEvents, twoAgentUsers, type AgentClient } from '../test/agent.ts';
import { expectBody } from '../test/client.ts';
import { withTestServer } from '../test/server.ts';

const server = withTestServer();
let alice: AgentClient;
let bob: AgentClient;
let aliceToken: string;
let aliceName: string;

beforeAll(async () => {
  ({ alice, bob, aliceToken, aliceName } = await twoAgentUsers(server.client));
});

/** Sends a question and returns the settled answer's command result. */
async function command(text: string, locale: 'en' | 'fr' | 'ro' | 'zh' = 'en') {
  const { id } = await alice.create();
  const started = await alice.send(id, text, { locale });
  expect(started.userMessage).toMatchObject({ role: 'user', content: text, status: 'done' });
  expect(started.assistantMessage).toMatchObject({ role: 'assistant', status: 'running' });
  const thread = await alice.settled(id);
  const answer = thread.messages.at(-1)!;
  expect(answer).toMatchObject({ status: 'done' });
  return { answer, result: answer.command as CommandResult, conversationId: id };
}

describe('conversations', () => {
  test('create, list newest first with a cursor, rename, delete and UNDO', async () => {
    const first = await alice.create('First');
    const second = await alice.create();
    expect(second.title).toBe('');
    const page = expectBody(
      await alice.call('GET', `${AGENT_PATHS.list}?limit=1`),
      200,
      listConversationsResponseSchema,
    );
    expect(page.items.map((c) => c.id)).toEqual([second.id]);
    const next = expectBody(
      await alice.call('GET', `${AGENT_PATHS.list}?limit=1&cursor=${page.nextCursor}`),
      200,
      listConversationsResponseSchema,
    );
    expect(next.items.map((c) => c.id)).toEqual([first.id]);

    const renamed = expectBody(
      await alice.call('PATCH', AGENT_PATHS.one(first.id), { title: 'Trip planning' }),
      200,
      conversationResponseSchema,
    );
    expect(renamed.conversation.title).toBe('Trip planning');
    // Renaming makes it the most recent.
    const list = expectBody(
      await alice.call('GET', AGENT_PATHS.list),
      200,
      listConversationsResponseSchema,
    );
    expect(list.items[0]!.id).toBe(first.id);

    expect((await alice.call('DELETE', AGENT_PATHS.one(first.id))).statusCode).toBe(204);
    expect((await alice.call('GET', AGENT_PATHS.one(first.id))).statusCode).toBe(404);
    const restored = expectBody(
      await alice.call('POST', AGENT_PATHS.restore(first.id)),
      200,
      conversationResponseSchema,
    );
    expect(restored.conversation.title).toBe('Trip planning');
    expect((await alice.call('POST', AGENT_PATHS.restore(first.id))).statusCode).toBe(404);
  });

  test('validation: empty or long titles, forged cursors, unknown fields', async () => {
    const { id } = await alice.create();
    expect((await alice.call('PATCH', AGENT_PATHS.one(id), { title: ' ' })).statusCode).toBe(400);
    expect(
      (await alice.call('PATCH', AGENT_PATHS.one(id), { title: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    expect((await alice.call('GET', `${AGENT_PATHS.list}?cursor=abc`)).statusCode).toBe(400);
    expect(
      (await alice.call('POST', AGENT_PATHS.list, { title: 'a', owner: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await alice.call('POST', AGENT_PATHS.messages(id), { content: '', locale: 'en' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await alice.call('POST', AGENT_PATHS.messages(id), { content: 'hi', locale: 'de' }))
        .statusCode,
    ).toBe(400);
  });

  test("another user's conversation is 404 on every route, and signed out is 401", async () => {
    const { id } = await alice.create('Private');
    await alice.send(id, '/help');
    await alice.settled(id);
    const step = '00000000-0000-4000-8000-000000000000';
    const calls: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', unknown?][] = [
      [AGENT_PATHS.one(id), 'GET'],
      [AGENT_PATHS.one(id), 'PATCH', { title: 'Mine' }],
      [AGENT_PATHS.one(id), 'DELETE'],
      [AGENT_PATHS.restore(id), 'POST'],
      [AGENT_PATHS.messages(id), 'POST', { content: '/note stolen', locale: 'en' }],
      [AGENT_PATHS.regenerate(id), 'POST', { locale: 'en' }],
      [AGENT_PATHS.editLast(id), 'POST', { content: 'x', locale: 'en' }],
      [AGENT_PATHS.stop(id), 'POST'],
      [AGENT_PATHS.approval(id, step), 'POST', { decision: 'once' }],
      [AGENT_PATHS.stream(id), 'GET'],
    ];
    for (const [path, method, body] of calls) {
      expect((await bob.call(method, path, body)).statusCode, `${method} ${path}`).toBe(404);
      const anonymous = await server.client.call(method, `/api${path}`, { body });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    const thread = await alice.thread(id);
    expect(thread.conversation.title).toBe('Private');
    expect(thread.messages).toHaveLength(2);
    const bobs = expectBody(
      await bob.call('GET', AGENT_PATHS.list),
      200,
      listConversationsResponseSchema,
    );
    expect(bobs.items.map((c) => c.id)).not.toContain(id);
  });

  test('an untitled conversation is named by its first question and found by the header search', async () => {
    const { id } = await alice.create();
    await alice.send(id, '/search saffron risotto for the anniversary');
    const thread = await alice.settled(id);
    expect(thread.conversation.title).toBe('saffron risotto for the anniversary');
    const found = expectBody(
      await alice.call('GET', `${SEARCH_PATHS.search}?q=anniversary`),
      200,
      searchResponseSchema,
    );
    expect(found.conversations.map((hit) => hit.id)).toContain(id);
    const bobFinds = expectBody(
      await bob.call('GET', `${SEARCH_PATHS.search}?q=anniversary`),
      200,
      searchResponseSchema,
    );
    expect(bobFinds.conversations).toEqual([]);
    await alice.call('DELETE', AGENT_PATHS.one(id));
    const afterDelete = expectBody(
      await alice.call('GET', `${SEARCH_PATHS.search}?q=anniversary`),
      200,
      searchResponseSchema,
    );
    expect(afterDelete.conversations).toEqual([]);
  });
});

describe('slash commands without a model', () => {
  test('/note creates a note (first line the title) that the notebook shows', async () => {
    const { result } = await command('/note Buy milk\nand oat flakes\n\nfor Sunday');
    expect(result).toMatchObject({ kind: 'note_created', title: 'Buy milk' });
    if (result.kind !== 'note_created') throw new Error('unreachable');
    const note = expectBody(
      await server.client.call('GET', `/api${NOTES_PATHS.one(result.noteId)}`, {
        token: aliceToken,
      }),
      200,
      noteResponseSchema,
    ).note;
    expect(note.plainText).toBe('and oat flakes\n\nfor Sunday');
    expect(note.content.content).toHaveLength(3);
    // The note's history marks the agent's write as the agent's.
    const history = expectBody(
      await server.client.call('GET', `/api${NOTE_VERSIONS_PATHS.list(result.noteId)}`, {
        token: aliceToken,
      }),
      200,
      listNoteVersionsResponseSchema,
    );
    expect(history.items.map((version) => version.source)).toEqual(['agent']);
    // The result names that version, for the answer's "See what changed".
    expect(result.versionId).toBe(history.items[0]!.id);
    expect((await command('/note')).result).toEqual({ kind: 'note_needs_text' });
  });

  test.each([
    ['/event Dentist tomorrow 10:00', 'en'],
    ['/event Dentiste demain 10h', 'fr'],
    ['/event Dentist mâine la 10', 'ro'],
    ['/event 牙医 明天10点', 'zh'],
  ] as const)(
    '%s (%s) creates an event at 10:00 tomorrow in the user zone',
    async (text, locale) => {
      const { result } = await command(text, locale);
      if (result.kind !== 'event_created') throw new Error(JSON.stringify(result));
      expect(result.username).toBe(aliceName);
      expect(result.timeZone).toBe('Europe/Bucharest');
      expect(result.title).toMatch(/^(Dentist|Dentiste|牙医)$/);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Bucharest',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(result.start));
      expect(local).toBe('10:00');
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'Europe/Bucharest',
      });
      expect(
        new Date(result.start).toLocaleDateString('en-CA', { timeZone: 'Europe/Bucharest' }),
      ).toBe(tomorrow);
      const event = await server.client.call(
        'GET',
        `/api${CALENDAR_PATHS.event(aliceName, result.eventId)}`,
        { token: aliceToken },
      );
      expect(event.statusCode).toBe(200);
    },
  );

  test('what a command created and was taken back since reads as undone after a reload', async () => {
    const kept = await command('/note Kept');
    const trashed = await command('/note Trashed');
    const deleted = await command('/event Dentist tomorrow 10:00');
    const noteOf = (r: CommandResult) => (r.kind === 'note_created' ? r.noteId : '');
    const call = (method: string, url: string) =>
      server.client.call(method, `/api${url}`, { token: aliceToken });
    expect((await call('POST', NOTES_PATHS.trash(noteOf(trashed.result)))).statusCode).toBe(200);
    const eventId = deleted.result.kind === 'event_created' ? deleted.result.eventId : '';
    expect((await call('DELETE', CALENDAR_PATHS.event(aliceName, eventId))).statusCode).toBe(200);
    const reread = async (id: string) => (await alice.settled(id)).messages.at(-1)!.command;
    expect(await reread(kept.conversationId)).not.toHaveProperty('undone');
    expect(await reread(trashed.conversationId)).toMatchObject({ undone: true });
    expect(await reread(deleted.conversationId)).toMatchObject({ undone: true });
  });

  test('/event asks when it cannot read a date, and for a title when there is none', async () => {
    expect((await command('/event Dentist sometime')).result).toEqual({
      kind: 'event_needs_time',
      title: 'Dentist sometime',
    });
    expect((await command('/event')).result).toEqual({ kind: 'event_needs_title' });
    expect((await command('/event tomorrow 10:00')).result).toEqual({ kind: 'event_needs_title' });
  });

  test('/today lists today and recent notes; /search finds notes and events; /help; unknown', async () => {
    await command('/note Quarterly budget review notes');
    await command('/event Budget meeting today 23:59');
    const today = (await command('/today')).result;
    if (today.kind !== 'today') throw new Error('unreachable');
    expect(today.timeZone).toBe('Europe/Bucharest');
    expect(today.events.map((e) => e.title)).toContain('Budget meeting');
    expect(today.notes[0]!.title).toBe('Quarterly budget review notes');

    const search = (await command('/search budget')).result;
    if (search.kind !== 'search_results') throw new Error('unreachable');
    expect(search.notes.map((h) => h.title)).toContain('Quarterly budget review notes');
    expect(search.events.map((h) => h.title)).toContain('Budget meeting');
    expect((await command('/search')).result).toEqual({ kind: 'search_needs_words' });
    expect((await command('/help')).result).toEqual({
      kind: 'help',
      commands: ['note', 'event', 'search', 'today', 'help'],
    });
    expect((await command('/dance now')).result).toEqual({
      kind: 'unknown_command',
      name: 'dance',
    });
  });

  test('free text is answered by search, labelled as such, with commands suggested for actions', async () => {
    await command('/note Passport renewal\nThe passport office opens at 9');
    const { answer } = await command('passport office');
    expect(answer.mode).toBe('search');
    expect(answer.content).toBe('');
    expect(answer.citations.map((c) => c.title)).toContain('Passport renewal');
    expect(answer.suggestions).toEqual([]);
    const action = await command('remind me to call Ana tomorrow at 5pm');
    expect(action.answer.suggestions).toContain('event');
    const note = await command('note that the boiler code is 4411');
    expect(note.answer.suggestions).toContain('note');
  });
});

describe('runs, regenerate, edit and the stream', () => {
  test('regenerate replaces the last answer; edit-last replaces the question and its answer', async () => {
    const { id } = await alice.create();
    await alice.send(id, 'passport renewal');
    const before = await alice.settled(id);
    const regenerated = expectBody(
      await alice.call('POST', AGENT_PATHS.regenerate(id), { locale: 'en' }),
      202,
      (await import('@/api/schema')).runStartedResponseSchema,
    );
    expect(regenerated.userMessage.id).toBe(before.messages[0]!.id);
    const after = await alice.settled(id);
    expect(after.messages.map((m) => m.id)).toEqual([
      before.messages[0]!.id,
      regenerated.assistantMessage.id,
    ]);

    await alice.call('POST', AGENT_PATHS.editLast(id), { content: '/note Edited', locale: 'en' });
    const edited = await alice.settled(id);
    expect(edited.messages).toHaveLength(2);
    expect(edited.messages[0]!.content).toBe('/note Edited');
    expect(edited.messages[1]!.command).toMatchObject({ kind: 'note_created', title: 'Edited' });
  });

  test('regenerate after a command is 409: running it again would do it twice', async () => {
    const { id } = await alice.create();
    await alice.send(id, '/note Buy oat milk tomorrow');
    const before = await alice.settled(id);
    const refused = await alice.call('POST', AGENT_PATHS.regenerate(id), { locale: 'en' });
    expect(refused.statusCode).toBe(409);
    const after = await alice.settled(id);
    expect(after.messages.map((m) => m.id)).toEqual(before.messages.map((m) => m.id));
    expect(after.conversation.title).toBe('Buy oat milk tomorrow');
  });

  test('regenerate with no question is 409', async () => {
    const { id } = await alice.create();
    expect(
      (await alice.call('POST', AGENT_PATHS.regenerate(id), { locale: 'en' })).statusCode,
    ).toBe(409);
  });

  test('the stream replays from a sequence number, numbering events one by one', async () => {
    const base = await listeningUrl(server.app);
    const { id } = await alice.create();
    await alice.send(id, '/help');
    const thread = await alice.settled(id);
    const all = await readEvents(
      base,
      aliceToken,
      id,
      0,
      (events) => events.at(-1)!.seq === thread.seq,
    );
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    expect(all.map((e) => e.type)).toEqual(
      expect.arrayContaining(['message', 'message', 'command', 'done', 'conversation']),
    );
    const tail = await readEvents(
      base,
      aliceToken,
      id,
      thread.seq - 2,
      (events) => events.length === 2,
    );
    expect(tail.map((e) => e.seq)).toEqual([thread.seq - 1, thread.seq]);
    // Following live: a new question in another request arrives on an open stream.
    const live = readEvents(base, aliceToken, id, thread.seq, (events) =>
      events.some((e) => e.type === 'done'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await alice.send(id, '/today');
    const events = await live;
    expect(events[0]!.seq).toBe(thread.seq + 1);
    expect(events.find((e) => e.type === 'command')).toMatchObject({ result: { kind: 'today' } });
  });
});
