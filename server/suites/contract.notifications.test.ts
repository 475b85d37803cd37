import {
  NOTIFICATION_PATHS,
  notificationListResponseSchema,
  notificationResponseSchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
  type Notification,
  type NotificationListResponse,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { notificationHandlers, NotificationsStore } from '@stories/mocks/notifications.ts';
import { fakeClock } from '../services/scheduler/clock.ts';
import {
  describeContract,
  mockUserOf,
  registerStep,
  type Memo,
  type Step,
  UNKNOWN_ID,
  withId,
} from '../test/contract.ts';
import { reminderPayload, seedReminders } from '../test/notifications.ts';

const clock = fakeClock('2026-04-10T12:00:00.000Z');
const accounts = new AccountsStore();
const notifications = new NotificationsStore([], clock.now);

const TITLES = ['Dentist', 'Standup', 'Book club'];
const minutesAgo = (n: number) => new Date(clock.now().getTime() - n * 60_000);
const SEEDED = TITLES.map((title, i) => ({ title, at: minutesAgo(i + 1) }));

const listed = (memo: Memo, name: string) => (memo.kept[name] as NotificationListResponse).items;
const firstId = (memo: Memo) => listed(memo, 'page1')[0]?.id ?? UNKNOWN_ID;

const samePage = (body: unknown) => {
  const page = body as NotificationListResponse;
  return {
    items: page.items.map(({ title, kind, readAt, snoozedUntil }) => ({
      title,
      kind,
      readAt,
      snoozedUntil,
    })),
    more: page.next !== null,
  };
};
const sameOne = (body: unknown) => {
  const { title, readAt, snoozedUntil, payload } = (body as { notification: Notification })
    .notification;
  return { title, readAt, snoozedUntil, payload };
};
const list = { method: 'GET', auth: 'session', schema: notificationListResponseSchema } as const;
const count = {
  method: 'GET',
  path: NOTIFICATION_PATHS.unreadCount,
  auth: 'session',
  schema: unreadCountResponseSchema,
  same: (body: unknown) => body,
} as const;

const STEPS: Step[] = [
  registerStep({
    name: 'Ada Bell',
    username: 'ada_bell',
    email: 'ada.bell@example.test',
    password: 'analytical-engine-1843',
  }),
  { name: 'signed out', method: 'GET', path: NOTIFICATION_PATHS.list },
  { name: 'none yet', path: NOTIFICATION_PATHS.list, ...list, same: samePage },
  { name: 'none unread', ...count },
  {
    name: 'a page of two, newest first, with a cursor',
    path: `${NOTIFICATION_PATHS.list}?limit=2`,
    ...list,
    same: samePage,
    keepAs: 'page1',
    seed: {
      real: (server) => seedReminders(server.database.db, 'ada_bell', SEEDED),
      mock: (memo) => {
        const user = accounts.userFor(memo.token)!.id;
        SEEDED.forEach(({ title, at }, i) =>
          notifications.add({
            id: `00000000-0000-4000-8000-00000000000${i}`,
            userId: user,
            kind: 'reminder',
            target: '/calendar',
            title,
            payload: reminderPayload(new Date(at.getTime() + 10 * 60_000)),
            createdAt: at.toISOString(),
            readAt: null,
            snoozedUntil: null,
          }),
        );
      },
    },
  },
  {
    name: 'the next page ends the list',
    path: (memo) =>
      `${NOTIFICATION_PATHS.list}?limit=2&before=${(memo.kept.page1 as NotificationListResponse).next}`,
    ...list,
    same: samePage,
  },
  {
    name: 'a cursor that is not one',
    method: 'GET',
    path: `${NOTIFICATION_PATHS.list}?before=x`,
    auth: 'session',
  },
  {
    name: 'a page too large',
    method: 'GET',
    path: `${NOTIFICATION_PATHS.list}?limit=101`,
    auth: 'session',
  },
  { name: 'three unread', ...count },
  {
    name: 'read one',
    method: 'POST',
    path: (memo) => withId(NOTIFICATION_PATHS.read, firstId(memo)),
    auth: 'session',
    schema: notificationResponseSchema,
    same: sameOne,
  },
  {
    name: 'read one that is not there',
    method: 'POST',
    path: withId(NOTIFICATION_PATHS.read, UNKNOWN_ID),
    auth: 'session',
  },
  {
    name: 'read, not an id',
    method: 'POST',
    path: withId(NOTIFICATION_PATHS.read, 'nope'),
    auth: 'session',
  },
  {
    name: 'snooze the second for an hour',
    method: 'POST',
    path: (memo) => withId(NOTIFICATION_PATHS.snooze, listed(memo, 'page1')[1]?.id ?? UNKNOWN_ID),
    body: { until: '1h' },
    auth: 'session',
    schema: notificationResponseSchema,
    same: sameOne,
  },
  {
    name: 'snooze for a year',
    method: 'POST',
    path: (memo) => withId(NOTIFICATION_PATHS.snooze, firstId(memo)),
    body: { until: '1y' },
    auth: 'session',
  },
  { name: 'one unread (one read, one snoozed)', ...count },
  {
    name: 'read all',
    method: 'POST',
    path: NOTIFICATION_PATHS.readAll,
    auth: 'session',
    schema: readAllResponseSchema,
    same: (body) => body,
  },
  { name: 'none unread after read all', ...count },
  {
    name: 'the snoozed one is out of the list',
    path: NOTIFICATION_PATHS.list,
    ...list,
    same: samePage,
  },
];

describeContract(
  'contract: the notification centre mocks answer like the server',
  STEPS,
  () => [
    ...notificationHandlers(notifications, mockUserOf(accounts)),
    ...accountHandlers(accounts),
  ],
  { clock },
);
