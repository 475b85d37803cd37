// Fills a new account through the API with what a few days of real use leave behind, so the
// README's pictures show a lived-in product rather than empty states. Imported after tsx is
// registered (it reuses the server tests' PDF writer).
import { pdfWithPages } from '../../server/test/fileFixtures.ts';
import { scannedPdf } from '../../server/test/scannedFixtures.ts';

const NOTES = [
  {
    title: 'Quarterly planning',
    text: 'Goals for Q1: ship the calendar, the file assistant and the agent.',
    tags: ['work'],
    color: 'blue',
    pinned: true,
  },
  {
    title: 'Reading list',
    text: 'The Pragmatic Programmer; Designing Data-Intensive Applications; Refactoring UI.',
    tags: ['books'],
    color: 'green',
  },
  {
    title: 'Groceries',
    text: 'Milk, eggs, coffee beans, basil, lemons.',
    tags: ['home'],
    color: 'yellow',
  },
  {
    title: 'Trip to Cluj',
    text: 'Train at 07:40, hotel near the botanical garden, museum on Saturday.',
    tags: ['travel'],
  },
  {
    title: 'Interview questions',
    text: 'Ask about on-call, code review habits and how decisions are written down.',
    tags: ['work'],
    color: 'purple',
  },
  {
    title: 'Gift ideas',
    text: 'A fountain pen for Ana, a board game for the kids.',
    tags: ['home'],
  },
];

const paragraph = (text) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

function at(dayOffset, hour, minute = 0) {
  const date = new Date();
  date.setUTCHours(hour, minute, 0, 0);
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return date.toISOString();
}

const EVENTS = [
  {
    title: 'Team stand-up',
    start: at(0, 9),
    end: at(0, 9, 15),
    color: 'blue',
    recurrence: { frequency: 'weekly', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
  },
  { title: 'Design review', start: at(0, 14), end: at(0, 15), color: 'purple', location: 'Room 2' },
  { title: 'Dentist', start: at(1, 10), end: at(1, 10, 45), color: 'red' },
  { title: 'Lunch with Ana', start: at(2, 12, 30), end: at(2, 13, 30), color: 'green' },
  { title: 'Release day', start: at(3, 0), end: at(4, 0), allDay: true, color: 'yellow' },
];

async function expectStatus(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function seedNotes(call, token) {
  for (const note of NOTES) {
    const { text, ...fields } = note;
    await expectStatus(
      await call('POST', '/notes', {
        token,
        body: { ...fields, content: { type: 'doc', content: [paragraph(text)] }, plainText: text },
      }),
      201,
      `note "${note.title}"`,
    );
  }
}

async function seedEvents(call, token, username) {
  for (const event of EVENTS) {
    await expectStatus(
      await call('POST', `/calendars/${username}/events`, {
        token,
        body: { timeZone: 'UTC', ...event },
      }),
      201,
      `event "${event.title}"`,
    );
  }
}

async function upload(call, token, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return (await expectStatus(await call('POST', '/files', { token, form }), 201, name)).file;
}

/**
 * Uploads three files, one a scanned page the server reads by OCR, and waits for the server to
 * index them, so the page shows them ready.
 */
async function seedFiles(call, token) {
  const handbook = await pdfWithPages([
    ['Employee handbook', 'Welcome to the team. This handbook explains how we work.'],
    ['Holidays', 'Everyone has 25 days of paid holiday a year, plus public holidays.'],
    ['Expenses', 'Keep receipts and file expenses within 30 days of the purchase.'],
  ]);
  const ids = [
    (await upload(call, token, 'Employee handbook.pdf', handbook)).id,
    (
      await upload(
        call,
        token,
        'Release checklist.md',
        '# Release checklist\n\n## Before\n\n- Freeze the branch\n- Run the full test suite\n\n## After\n\n- Announce the release\n- Watch the error dashboard for an hour\n',
      )
    ).id,
    (
      await upload(
        call,
        token,
        'Boiler service (scan).pdf',
        await scannedPdf([
          [
            'Boiler service record',
            'Last visit: 12 October.',
            'Keep the boiler pressure between 1 and 2 bar.',
          ],
        ]),
      )
    ).id,
  ];
  // OCR reads a scanned page in seconds, longer on a busy machine.
  const deadline = Date.now() + 180_000;
  for (const id of ids) {
    for (;;) {
      const { file } = await expectStatus(await call('GET', `/files/${id}`, { token }), 200, id);
      if (file.status === 'ready') break;
      if (file.status === 'unreadable' || Date.now() > deadline)
        throw new Error(`file ${file.name} did not become ready: ${file.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Waits until no answer of the conversation is running any more. */
async function settledThread(call, token, id) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const thread = await expectStatus(
      await call('GET', `/conversations/${id}`, { token }),
      200,
      id,
    );
    if (!thread.messages.some((message) => message.status === 'running')) return thread;
    if (Date.now() > deadline) throw new Error(`conversation ${id} kept running`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A conversation with the agent: slash commands that work without any model. */
async function seedConversation(call, token) {
  const { conversation } = await expectStatus(
    await call('POST', '/conversations', { token, body: { title: 'Planning the week' } }),
    201,
    'conversation',
  );
  for (const content of [
    '/today',
    '/note Call the plumber\nAsk about Thursday morning',
    '/search handbook',
  ]) {
    await expectStatus(
      await call('POST', `/conversations/${conversation.id}/messages`, {
        token,
        body: { content, locale: 'en', timeZone: 'UTC' },
      }),
      202,
      content,
    );
    await settledThread(call, token, conversation.id);
  }
  return `/agent?conversation=${conversation.id}`;
}

/** Resolves to what the shots need to know about the seeded account. */
export async function seedWorkspace(call, token, user) {
  await seedNotes(call, token);
  await seedEvents(call, token, user.username);
  await seedFiles(call, token);
  return { conversationPath: await seedConversation(call, token) };
}
