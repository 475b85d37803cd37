import type { Notification } from '@/api/schema';
import { adaUser } from './accountFixtures';
import type { StoredNotification } from './notificationsStore';

/** The stories' "now": a reminder made at it is the newest. */
export const NOTIFICATIONS_NOW = new Date('2026-04-10T12:00:00.000Z');
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(12, '0');

export interface ReminderOptions {
  /** Minutes before NOTIFICATIONS_NOW it was made. */
  ago?: number;
  read?: boolean;
  allDay?: boolean;
  /** Seconds it fired late (the server was down). */
  lateBy?: number;
}

/** A reminder notification of Ada's, as the reminder job writes it. */
export function reminder(n: number, title: string, options: ReminderOptions = {}): Notification {
  const made = new Date(NOTIFICATIONS_NOW.getTime() - (options.ago ?? n) * MINUTE);
  const start = options.allDay
    ? new Date(`${made.toISOString().slice(0, 10)}T00:00:00.000Z`)
    : new Date(made.getTime() + 10 * MINUTE);
  const eventId = `5e1f0000-0000-4000-8000-${pad(n)}`;
  return {
    id: `0a1f0000-0000-4000-8000-${pad(n)}`,
    kind: 'reminder',
    target: `/calendar/ada?event=${eventId}`,
    title,
    payload: {
      eventId,
      start: start.toISOString(),
      allDay: options.allDay ?? false,
      minutesBefore: options.allDay ? 0 : 10,
      late: Boolean(options.lateBy),
      latenessSeconds: options.lateBy ?? 0,
    },
    createdAt: made.toISOString(),
    readAt: options.read ? made.toISOString() : null,
    snoozedUntil: null,
  };
}

const made = (minutesAgo: number) =>
  new Date(NOTIFICATIONS_NOW.getTime() - minutesAgo * MINUTE).toISOString();
const conversationId = (n: number) => `c0a10000-0000-4000-8000-${pad(n)}`;
const automationId = (n: number) => `a0a10000-0000-4000-8000-${pad(n)}`;

/** Fields every notification has, made `minutesAgo` before NOTIFICATIONS_NOW. */
function common(n: number, title: string, target: string, minutesAgo: number) {
  return {
    id: `0b1f0000-0000-4000-8000-${pad(n)}`,
    target,
    title,
    createdAt: made(minutesAgo),
    readAt: null,
    snoozedUntil: null,
  };
}

/** An agent's run that ended with nobody watching: an automation's, or a chat question's. */
function agentRun(
  n: number,
  title: string,
  status: 'done' | 'failed' | 'stopped' | 'missed',
  options: { automation?: boolean; lateBy?: number } = {},
): Notification {
  return {
    ...common(n, title, `/agent?conversation=${conversationId(n)}`, n * 7),
    kind: 'agent_run',
    payload: {
      conversationId: conversationId(n),
      automationId: options.automation ? automationId(n) : null,
      status,
      late: Boolean(options.lateBy),
      latenessSeconds: options.lateBy ?? 0,
    },
  };
}

/** One of each kind the server writes, and each outcome of an agent's run. */
export const everyKind: Notification[] = [
  agentRun(11, 'What is on today and which files came in yesterday', 'done', {
    automation: true,
  }),
  agentRun(12, 'Summarise the lease', 'done'),
  {
    ...common(13, 'Weekly review', `/agent?conversation=${conversationId(13)}`, 30),
    kind: 'agent_approval',
    payload: {
      conversationId: conversationId(13),
      automationId: automationId(13),
      stepId: 'step-1',
      tool: 'create_note',
    },
  },
  {
    ...common(14, 'Plan the trip', `/agent?conversation=${conversationId(14)}`, 35),
    kind: 'agent_approval',
    payload: {
      conversationId: conversationId(14),
      automationId: null,
      stepId: 'step-1',
      tool: 'create_event',
    },
  },
  agentRun(15, 'Morning briefing', 'failed', { automation: true, lateBy: 600 }),
  agentRun(16, 'Compare the two quotes', 'stopped'),
  agentRun(17, 'Evening digest', 'missed', { automation: true }),
  {
    ...common(
      18,
      'Lease 2026.pdf',
      '/file_assistant?file=f0a10000-0000-4000-8000-000000000018',
      90,
    ),
    kind: 'file_indexed',
    payload: { fileId: 'f0a10000-0000-4000-8000-000000000018', ready: true, reason: null },
  },
  {
    ...common(
      19,
      'Scanned receipt.pdf',
      '/file_assistant?file=f0a10000-0000-4000-8000-000000000019',
      95,
    ),
    kind: 'file_indexed',
    payload: { fileId: 'f0a10000-0000-4000-8000-000000000019', ready: false, reason: 'no_text' },
  },
  {
    ...common(20, 'Grace Hopper', '/calendar/grace', 120),
    kind: 'calendar_shared',
    payload: { owner: 'grace' },
  },
];

export const someNotifications: Notification[] = [
  reminder(1, 'Dentist appointment'),
  reminder(2, 'Standup with the design team', { lateBy: 420 }),
  reminder(3, 'Book club: The Left Hand of Darkness', { read: true }),
  reminder(4, 'Mum’s birthday', { allDay: true, ago: 600, read: true }),
];

export const longNotification = reminder(
  5,
  `Quarterly planning review with finance, legal and the whole product group ${'and everyone else who asked to come along '.repeat(4)}`,
);

/** More than two pages: the list's "Show older". */
export const manyNotifications: Notification[] = Array.from({ length: 45 }, (_, i) =>
  reminder(i + 1, `Reminder number ${i + 1}`, { read: i % 3 === 0 }),
);

/** Ada's notifications in the mock store. */
export const storedFor = (items: readonly Notification[]): StoredNotification[] =>
  items.map((item) => ({ ...item, userId: adaUser.id }));
