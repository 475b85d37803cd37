import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_PATHS,
  FILES_PATHS,
  listNoteLinksResponseSchema,
  NOTE_LINKS_PATHS,
  NOTE_TRANSFER_PATHS,
  NOTES_PATHS,
  noteResponseSchema,
  SEARCH_PATHS,
  searchResponseSchema,
  type Note,
} from '@/api/schema';
import { calendarTestServer, type CalendarUser } from '../test/calendar.ts';
import { uploadFile } from '../test/files.ts';
import { linking, type Inline } from '../test/noteLinking.ts';

const { server, call, signUp, create: createEvent, update } = calendarTestServer();
let alice: CalendarUser;
let bob: CalendarUser;

beforeAll(async () => {
  alice = await signUp('alice');
  bob = await signUp('bob');
});

const event = (user: CalendarUser, title: string) =>
  createEvent(user, {
    title,
    start: '2026-06-01T09:00:00Z',
    end: '2026-06-01T10:00:00Z',
    timeZone: 'UTC',
  });
const file = (user: CalendarUser, name: string) =>
  uploadFile(server.client, user.token, name, Buffer.from(`notes about ${name}\n`));

async function noteLinking(user: CalendarUser, ...parts: Inline[]): Promise<Note> {
  const response = await call(user, {
    method: 'POST',
    url: NOTES_PATHS.list,
    body: { title: 'Plans', ...linking(...parts) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return noteResponseSchema.parse(response.json()).note;
}

/** An event and a file of `owner`'s, and a note of Alice's linking to both. */
async function linkedPair(owner: CalendarUser, title: string, name: string) {
  const linkedEvent = await event(owner, title);
  const linkedFile = await file(owner, name);
  const note = await noteLinking(
    alice,
    { link: linkedEvent.id, kind: 'event' },
    { link: linkedFile.id, kind: 'file' },
  );
  // What the links say of both when Alice may not see them: nothing but their kind and id.
  const unseen = [
    { kind: 'event', id: linkedEvent.id, title: null, calendar: null },
    { kind: 'file', id: linkedFile.id, title: null, calendar: null },
  ];
  return { linkedEvent, linkedFile, note, unseen };
}

async function others(user: CalendarUser, note: Note) {
  const response = await call(user, { url: NOTE_LINKS_PATHS.links(note.id) });
  expect(response.statusCode, response.body).toBe(200);
  return listNoteLinksResponseSchema.parse(response.json()).others;
}

describe('links to events and files', () => {
  it('show the title or name now, so a renamed event keeps its link', async () => {
    const standup = await event(alice, 'Standup');
    const report = await file(alice, 'report.txt');
    const note = await noteLinking(alice, 'See ', { link: standup.id, kind: 'event' }, ' and ', {
      link: report.id,
      kind: 'file',
    });
    expect(await others(alice, note)).toEqual([
      { kind: 'event', id: standup.id, title: 'Standup', calendar: alice.username },
      { kind: 'file', id: report.id, title: 'report.txt', calendar: null },
    ]);
    await update(alice, standup.id, { title: 'Daily standup', version: standup.version });
    expect((await others(alice, note))[0]).toMatchObject({ title: 'Daily standup' });
  });

  it('are broken (no title) once the event or the file is deleted', async () => {
    const {
      linkedEvent: lunch,
      linkedFile: slides,
      note,
      unseen,
    } = await linkedPair(alice, 'Lunch', 'slides.txt');
    const removed = await call(alice, {
      method: 'DELETE',
      url: CALENDAR_PATHS.event(alice.username, lunch.id),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await call(alice, { method: 'DELETE', url: FILES_PATHS.one(slides.id) });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await others(alice, note)).toEqual(unseen);
  });

  it('reveal nothing of another user’s event or file unless it is shared with the user', async () => {
    const {
      linkedEvent: secret,
      note,
      unseen: hidden,
    } = await linkedPair(bob, 'Bob’s interview', 'salary.txt');
    expect(await others(alice, note)).toEqual(hidden);

    // Bob shares his calendar: the event shows, with his calendar to open it in; files stay his.
    const shared = await call(bob, {
      method: 'PUT',
      url: CALENDAR_PATHS.share(bob.username, alice.username),
    });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    expect(await others(alice, note)).toEqual([
      { kind: 'event', id: secret.id, title: 'Bob’s interview', calendar: bob.username },
      hidden[1],
    ]);
    const unshared = await call(bob, {
      method: 'DELETE',
      url: CALENDAR_PATHS.share(bob.username, alice.username),
    });
    expect(unshared.statusCode, unshared.body).toBeLessThan(300);
    expect(await others(alice, note)).toEqual(hidden);
  });

  it('are not note links, and a kind other than the three is refused', async () => {
    const standup = await event(alice, 'Retro');
    const note = await noteLinking(alice, { link: standup.id, kind: 'event' });
    const links = await call(alice, { url: NOTE_LINKS_PATHS.links(note.id) });
    expect(listNoteLinksResponseSchema.parse(links.json()).items).toEqual([]);
    const refused = await call(alice, {
      method: 'POST',
      url: NOTES_PATHS.list,
      body: {
        title: 'Odd',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'noteLink', attrs: { noteId: standup.id, kind: 'user' } }],
            },
          ],
        },
        plainText: '',
      },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('export as links to their addresses in the app, a hidden one as its kind alone', async () => {
    const review = await event(alice, 'Review [draft]');
    const deck = await file(alice, 'deck.txt');
    const theirs = await file(bob, 'bob-only.txt');
    const note = await noteLinking(
      alice,
      'Before ',
      { link: review.id, kind: 'event' },
      ', ',
      { link: deck.id, kind: 'file' },
      ', ',
      { link: theirs.id, kind: 'file' },
    );
    const exported = await call(alice, { url: NOTE_TRANSFER_PATHS.exportOne(note.id) });
    expect(exported.statusCode, exported.body).toBe(200);
    const body = exported.body.split('\n---\n').at(-1)!.trim();
    expect(body).toMatch(
      new RegExp(
        `^Before \\[Review \\\\\\[draft\\\\\\]\\]\\(https?://[^/]+/calendar/${alice.username}\\?event=${review.id}\\), ` +
          `\\[deck\\.txt\\]\\(https?://[^/]+/file_assistant\\?file=${deck.id}\\), \\(file unavailable\\)$`,
      ),
    );
    expect(body).not.toContain('bob-only');
  });
});

describe('search finds a note by the titles of the events and files it links to', () => {
  /** The titles of Alice's notes the search finds for `q`. */
  async function found(q: string): Promise<string[]> {
    const response = await call(alice, { url: SEARCH_PATHS.search, query: { q } });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema
      .parse(response.json())
      .notes.map((hit) => hit.title)
      .sort();
  }

  it('follows a rename and a deletion of the event and of the file', async () => {
    const dentist = await event(alice, 'Dentist appointment');
    const invoice = await file(alice, 'quarterly-invoice.txt');
    await noteLinking(alice, { link: dentist.id, kind: 'event' }, ' and ', {
      link: invoice.id,
      kind: 'file',
    });
    expect(await found('dentist')).toEqual(['Plans']);
    expect(await found('quarterly')).toEqual(['Plans']);

    await update(alice, dentist.id, { title: 'Orthodontist visit', version: dentist.version });
    expect(await found('dentist')).toEqual([]);
    expect(await found('orthodon')).toEqual(['Plans']);
    const renamed = await call(alice, {
      method: 'PATCH',
      url: FILES_PATHS.one(invoice.id),
      body: { name: 'yearly-receipt.txt' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('quarterly')).toEqual([]);
    expect(await found('yearly')).toEqual(['Plans']);

    const removed = await call(alice, { method: 'DELETE', url: FILES_PATHS.one(invoice.id) });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await found('yearly')).toEqual([]);
    const restored = await call(alice, { method: 'POST', url: FILES_PATHS.restore(invoice.id) });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await found('yearly')).toEqual(['Plans']);
    const cancelled = await call(alice, {
      method: 'DELETE',
      url: CALENDAR_PATHS.event(alice.username, dentist.id),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await found('orthodon')).toEqual([]);
  });

  it('names another user’s event only while it is shared, and never their file', async () => {
    await linkedPair(bob, 'Bob’s tango lesson', 'bob-payslip.txt');
    expect(await found('tango')).toEqual([]);
    const shared = await call(bob, {
      method: 'PUT',
      url: CALENDAR_PATHS.share(bob.username, alice.username),
    });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    expect(await found('tango')).toEqual(['Plans']);
    expect(await found('payslip')).toEqual([]);
    const unshared = await call(bob, {
      method: 'DELETE',
      url: CALENDAR_PATHS.share(bob.username, alice.username),
    });
    expect(unshared.statusCode, unshared.body).toBeLessThan(300);
    expect(await found('tango')).toEqual([]);
  });
});
