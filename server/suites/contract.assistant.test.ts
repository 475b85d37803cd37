import {
  ASK_LIMITS,
  ASSISTANT_PATHS,
  askResponseSchema,
  askStreamEventSchema,
  NOTES_PATHS,
  noteResponseSchema,
  type AskResponse,
  type AskStreamEvent,
  type Citation,
} from '@/api/schema';
import { z } from 'zod';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { assistantHandlers } from '@stories/mocks/assistant.ts';
import { notesHandlers, NotesStore } from '@stories/mocks/notes.ts';
import { describeContract, registerStep, type Step } from '../test/contract.ts';
import { paragraph } from '../test/notesContract.ts';

// Ids and note ids differ between backends; what the page shows from an answer must not.
const shownCitations = (citations: Citation[]) =>
  citations.map(({ n, source, title, page, lineStart, lineEnd, text, marks }) => ({
    n,
    source,
    title,
    page,
    lineStart,
    lineEnd,
    text,
    marks,
  }));
const sameAnswer = (body: unknown) => {
  const { mode, text, notice, citations } = (body as AskResponse).answer;
  return { mode, text, notice, citations: shownCitations(citations) };
};
// The stream's events in order, each as the page shows it.
const sameEvents = (body: unknown) =>
  (body as AskStreamEvent[]).map((event) => {
    if (event.type === 'citations') return { ...event, citations: shownCitations(event.citations) };
    if (event.type === 'done') return { type: event.type, ...sameAnswer(event) };
    return event;
  });
const ask = (name: string, body: unknown, auth = true): Step => ({
  name,
  method: 'POST',
  path: ASSISTANT_PATHS.ask,
  body,
  ...(auth ? { auth: 'session' as const, schema: askResponseSchema, same: sameAnswer } : {}),
});
const refused = (name: string, body: unknown, path: string = ASSISTANT_PATHS.ask): Step => ({
  name: path === ASSISTANT_PATHS.askStream ? `${name} (stream)` : name,
  method: 'POST',
  path,
  body,
  auth: 'session',
});

const streamed = (name: string, body: unknown): Step => ({
  ...refused(name, body, ASSISTANT_PATHS.askStream),
  schema: z.array(askStreamEventSchema),
  same: sameEvents,
});

/** The one question of these steps, over the whole account or a scope. */
const boiler = (scope?: { files: 'all'; notes: boolean }) => ({
  question: 'When is the boiler serviced?',
  ...(scope && { scope }),
});

const STEPS: Step[] = [
  registerStep({
    name: 'Asker',
    username: 'asker',
    email: 'asker@contract.test',
    password: 'ask-2026-ok',
  }),
  ask('nothing to answer from: quotes, no citations, no notice', boiler()),
  streamed('nothing to answer from: no citations, then the empty quotes', boiler()),
  {
    name: 'write a note',
    method: 'POST',
    path: NOTES_PATHS.list,
    body: {
      title: 'Boiler service',
      ...paragraph('The boiler is serviced every autumn. Last service was in October.'),
    },
    auth: 'session',
    schema: noteResponseSchema,
  },
  ask('over files only, the note is not found', boiler({ files: 'all', notes: false })),
  ask(
    'over files and notes, the note is cited with its matching sentence marked',
    boiler({ files: 'all', notes: true }),
  ),
  streamed(
    'over files and notes: the citations first, then the answer',
    boiler({ files: 'all', notes: true }),
  ),
  streamed('over files only, the note is not found', boiler({ files: 'all', notes: false })),
  refused('an empty question, before any event', { question: '   ' }, ASSISTANT_PATHS.askStream),
  refused(
    'an unknown field, before any event',
    { question: 'x', extra: 1 },
    ASSISTANT_PATHS.askStream,
  ),
  {
    name: 'not signed in (stream)',
    method: 'POST',
    path: ASSISTANT_PATHS.askStream,
    body: { question: 'boiler' },
  },
  ask('a selection of no files, with notes', {
    question: 'boiler',
    scope: { files: [], notes: true },
  }),
  refused('an empty question', { question: '   ' }),
  refused('a question over the limit', { question: 'x'.repeat(ASK_LIMITS.question + 1) }),
  refused('a scope that is not one', { question: 'boiler', scope: { files: ['nope'], notes: 1 } }),
  refused('an unknown field', { question: 'boiler', extra: true }),
  ask('not signed in', { question: 'boiler' }, false),
];

describeContract('contract: the assistant mocks answer like the real server', STEPS, () => {
  const notes = new NotesStore();
  return [
    ...accountHandlers(new AccountsStore()),
    ...notesHandlers(notes),
    ...assistantHandlers({ passages: [], notes, requireSession: true }),
  ];
});
