import {
  agentMessageSchema,
  conversationSchema,
  SLASH_COMMANDS,
  type AgentMessage,
  type Citation,
  type Conversation,
  type ToolStep,
} from '@/api/schema';

/** The slash commands as the server lists them. */
export const slashCommands = SLASH_COMMANDS;

const AT = '2026-11-25T09:00:00.000Z';
let counter = 0;
/** A stable-looking unique id per fixture (uuid-shaped, as the schema wants). */
export const fixtureId = () =>
  `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

export function conversation(title: string, updatedAt = AT, running = false): Conversation {
  return conversationSchema.parse({ id: fixtureId(), title, createdAt: AT, updatedAt, running });
}

export function message(fields: Partial<AgentMessage> & Pick<AgentMessage, 'role'>): AgentMessage {
  return agentMessageSchema.parse({
    id: fixtureId(),
    content: '',
    status: 'done',
    mode: fields.role === 'user' ? null : 'generated',
    steps: [],
    citations: [],
    command: null,
    suggestions: [],
    notice: null,
    createdAt: AT,
    ...fields,
  });
}

export const question = (content: string) => message({ role: 'user', content });
export const answer = (content: string, fields: Partial<AgentMessage> = {}) =>
  message({ role: 'assistant', content, ...fields });

export const milkNote: Citation = {
  n: 1,
  source: 'note',
  id: '10000000-0000-4000-8000-000000000001',
  title: 'Groceries',
  heading: '',
  page: null,
  lineStart: null,
  lineEnd: null,
  text: 'Buy milk, bread and coffee on Saturday.',
  marks: [],
};
export const leaseFile: Citation = {
  n: 2,
  source: 'file',
  id: '10000000-0000-4000-8000-000000000002',
  title: 'Lease agreement.pdf',
  heading: 'Deposit',
  page: 3,
  lineStart: null,
  lineEnd: null,
  text: 'The deposit is two months of rent, returned within 30 days.',
  marks: [],
};

export const markdownAnswer = [
  'You have **two** errands this week [1], and the lease says the deposit comes back within 30 days [2].',
  '',
  '| Day | Errand |',
  '| --- | --- |',
  '| Sat | Groceries |',
  '| Mon | Bank |',
  '',
  '- Milk',
  '- Bread',
  '',
  '```ts',
  'const total = items.reduce((sum, item) => sum + item.price, 0);',
  '```',
  '',
  'See [the docs](https://example.com/help) <b>raw html is not rendered</b>.',
].join('\n');

export function step(fields: Partial<ToolStep> & Pick<ToolStep, 'name' | 'status'>): ToolStep {
  return {
    id: fixtureId(),
    arguments: {},
    preview: null,
    result: null,
    error: null,
    ...fields,
  };
}

export const searchStep = step({
  name: 'search_notes',
  status: 'done',
  arguments: { query: 'milk' },
  result: { kind: 'notes_found', items: [{ id: milkNote.id, title: 'Groceries' }] },
});
export const runningStep = step({
  name: 'search_files',
  status: 'running',
  arguments: { query: 'deposit' },
});
export const failedStep = step({
  name: 'read_note',
  status: 'failed',
  arguments: { id: 'nope' },
  error: 'not_found',
});
/** A tool the model made up: shown as unknown, under the name it used. */
export const unknownToolStep = step({
  name: 'unknown_tool',
  calledName: 'delete_everything',
  status: 'failed',
  arguments: { all: true },
  error: 'unknown_tool',
});
export const approvalStep = step({
  name: 'create_event',
  status: 'awaiting_approval',
  arguments: { title: 'Dentist', start: '2026-11-26T10:00:00+01:00' },
  preview: {
    kind: 'event',
    title: 'Dentist',
    start: '2026-11-26T09:00:00.000Z',
    end: '2026-11-26T10:00:00.000Z',
    allDay: false,
    timeZone: 'Europe/Paris',
  },
});
export const notePreviewStep = step({
  name: 'create_note',
  status: 'awaiting_approval',
  arguments: { title: 'Call Ana', text: 'About the weekend' },
  preview: { kind: 'note', title: 'Call Ana', text: 'About the weekend\nBring the photos' },
});
/** A tool of the user's MCP server "github", not read-only: it waits, showing what it would send. */
export const externalApprovalStep = step({
  name: 'external_tool',
  external: { server: 'github', tool: 'create_issue' },
  status: 'awaiting_approval',
  arguments: { repo: 'quire/quire', title: 'Sync fails on Mondays', labels: ['bug'] },
  preview: { kind: 'external_call', server: 'github', tool: 'create_issue' },
});
/** A read-only tool of another server that answered at length (its answer cut). */
export const externalAnsweredStep = step({
  name: 'external_tool',
  external: { server: 'weather', tool: 'forecast' },
  status: 'done',
  arguments: { city: 'Lyon' },
  result: {
    kind: 'external_result',
    text: 'Lyon: sunny, 18 °C.\nTomorrow: rain in the afternoon.',
    truncated: true,
  },
});
export const externalFailedStep = step({
  name: 'external_tool',
  external: { server: 'weather', tool: 'forecast' },
  status: 'failed',
  arguments: { city: 'Lyon' },
  error: 'timed_out',
});
const callAnaNote = {
  kind: 'note_created',
  noteId: '10000000-0000-4000-8000-000000000003',
  title: 'Call Ana',
} as const;
export const createdNoteStep = step({
  name: 'create_note',
  status: 'done',
  arguments: { title: 'Call Ana' },
  result: callAnaNote,
});

/** The version the agent's create_note saved: the step links to what it changed. */
export const AGENT_NOTE_VERSION_ID = '20000000-0000-4000-8000-000000000009';
export const versionedNoteStep: ToolStep = {
  ...createdNoteStep,
  id: fixtureId(),
  result: { ...callAnaNote, versionId: AGENT_NOTE_VERSION_ID },
};

export const noteCommand = answer('', {
  mode: 'command',
  command: {
    kind: 'note_created',
    noteId: '10000000-0000-4000-8000-000000000004',
    title: 'Buy milk',
  },
});
export const eventCommand = answer('', {
  mode: 'command',
  command: {
    kind: 'event_created',
    eventId: '10000000-0000-4000-8000-000000000005',
    title: 'Dentist',
    start: '2026-11-26T09:00:00.000Z',
    end: '2026-11-26T10:00:00.000Z',
    allDay: false,
    timeZone: 'Europe/Paris',
    username: 'ana',
  },
});

/** A thread showing every kind of message once. */
export function sampleThread(): AgentMessage[] {
  return [
    question('/note Buy milk'),
    noteCommand,
    question('/event Dentist tomorrow 10:00'),
    eventCommand,
    question('What do I need to buy, and when is my deposit back?'),
    answer(markdownAnswer, { steps: [searchStep], citations: [milkNote, leaseFile] }),
    question('remind me to call Ana'),
    answer('', { mode: 'search', citations: [milkNote], suggestions: ['event', 'note'] }),
  ];
}

/** A long conversation, for scrolling and anchoring. */
export function longThread(pairs = 60): AgentMessage[] {
  return Array.from({ length: pairs }, (_, index) => [
    question(`Question ${index + 1}: what about item ${index + 1}?`),
    answer(`Answer ${index + 1}. ${'Some detail about it. '.repeat(6)}`),
  ]).flat();
}

/**
 * A long working conversation: questions and answers, every third answer after a tool step (a
 * search, a note created, a failed read), some with sources, for scrolling and anchoring.
 */
export function longWorkThread(pairs = 30): AgentMessage[] {
  const steps = (index: number): ToolStep[] => {
    if (index % 9 === 0) return [step({ ...createdNoteStep, id: fixtureId() })];
    if (index % 9 === 3)
      return [step({ ...searchStep, id: fixtureId() }), step({ ...failedStep, id: fixtureId() })];
    if (index % 9 === 6) return [step({ ...searchStep, id: fixtureId() })];
    return [];
  };
  return Array.from({ length: pairs }, (_, index) => [
    question(`Question ${index + 1}: what did we decide about item ${index + 1}?`),
    answer(`Answer ${index + 1}. ${'We agreed on the next step and who owns it. '.repeat(3)}`, {
      steps: steps(index),
      citations: index % 4 === 1 ? [milkNote] : [],
    }),
  ]).flat();
}

/** The agent's card for "every weekday at 8:00 tell me what is on today", in Bucharest. */
const weekdayAutomation = {
  prompt: 'What is on today, and which files came in yesterday?',
  recurrence: { frequency: 'weekly', interval: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
  start: '2026-11-30T08:00',
  timeZone: 'Europe/Bucharest',
  nextRunAt: '2026-11-30T06:00:00.000Z',
} satisfies Omit<Extract<ToolStep['preview'], { kind: 'automation' }>, 'kind'>;
export const automationPreviewStep = step({
  name: 'create_automation',
  status: 'awaiting_approval',
  arguments: {
    prompt: weekdayAutomation.prompt,
    recurrence: { frequency: 'weekly', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
    start: weekdayAutomation.start,
  },
  preview: { kind: 'automation', ...weekdayAutomation },
});
export const createdAutomationStep = step({
  ...automationPreviewStep,
  id: fixtureId(),
  status: 'done',
  result: {
    kind: 'automation_created',
    automationId: '10000000-0000-4000-8000-000000000031',
    ...weekdayAutomation,
  },
});
/** Approved once the user already kept as many automations as they may: nothing was made. */
export const limitReachedAutomationStep = step({
  ...automationPreviewStep,
  id: fixtureId(),
  status: 'failed',
  error: 'limit_reached',
});
