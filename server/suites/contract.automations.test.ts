import {
  AUTOMATION_LIMITS,
  AUTOMATION_PATHS,
  automationListResponseSchema,
  automationResponseSchema,
  type Automation,
  type AutomationResponse,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { automationHandlers, AutomationsStore } from '@stories/mocks/automations.ts';
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

const clock = fakeClock('2026-11-28T09:30:00.000Z');
const accounts = new AccountsStore();
const automations = new AutomationsStore([], clock.now);

const DAILY = {
  prompt: 'What is on today?',
  recurrence: { frequency: 'daily' },
  start: '2026-11-29T08:00',
  timeZone: 'Europe/Bucharest',
};

const firstId = (memo: Memo) =>
  (memo.kept.first as AutomationResponse | undefined)?.automation.id ?? UNKNOWN_ID;
/** The path of the automation the first create made. */
const onFirst = (template: string) => (memo: Memo) => withId(template, firstId(memo));
// Ids and stamps differ between backends; what the list shows must not.
const shown = ({
  id: _id,
  conversationId: _c,
  createdAt: _at,
  lastRunAt: _r,
  ...rest
}: Automation) => rest;
const sameOne = (body: unknown) => shown((body as AutomationResponse).automation);
const sameList = (body: unknown) => (body as { items: Automation[] }).items.map(shown);
const one = { auth: 'session', schema: automationResponseSchema, same: sameOne } as const;
const list = {
  name: '',
  method: 'GET',
  path: AUTOMATION_PATHS.list,
  auth: 'session',
  schema: automationListResponseSchema,
  same: sameList,
} as const;

/** Enough creates to reach the cap, counting the one the steps before made. */
const fillers: Step[] = Array.from({ length: AUTOMATION_LIMITS.perUser - 1 }, (_, i) => ({
  name: `fill ${i + 2}`,
  method: 'POST',
  path: AUTOMATION_PATHS.list,
  body: { ...DAILY, prompt: `Task ${i + 2}` },
  ...one,
}));

const STEPS: Step[] = [
  registerStep({
    name: 'Ada Auto',
    username: 'ada_auto',
    email: 'ada.auto@example.test',
    password: 'analytical-engine-1843',
  }),
  { name: 'signed out', method: 'GET', path: AUTOMATION_PATHS.list },
  { ...list, name: 'none yet' },
  {
    name: 'create one every day at 8:00 in Bucharest',
    method: 'POST',
    path: AUTOMATION_PATHS.list,
    body: DAILY,
    keepAs: 'first',
    ...one,
  },
  {
    name: 'an empty prompt and a time that is not one',
    method: 'POST',
    path: AUTOMATION_PATHS.list,
    body: { ...DAILY, prompt: '  ', start: 'tomorrow' },
    auth: 'session',
  },
  {
    name: 'a zone that is not one',
    method: 'POST',
    path: AUTOMATION_PATHS.list,
    body: { ...DAILY, timeZone: 'Mars/Olympus' },
    auth: 'session',
  },
  {
    name: 'a repeat that ended before now',
    method: 'POST',
    path: AUTOMATION_PATHS.list,
    body: { ...DAILY, start: '2026-11-01T08:00', recurrence: { frequency: 'daily', count: 2 } },
    auth: 'session',
  },
  { ...list, name: 'listed with its next run' },
  {
    name: 'pause it',
    method: 'PATCH',
    path: onFirst(AUTOMATION_PATHS.one),
    body: { paused: true },
    ...one,
  },
  {
    name: 'edit it to weekdays at 7:30',
    method: 'PATCH',
    path: onFirst(AUTOMATION_PATHS.one),
    body: {
      paused: false,
      start: '2026-11-30T07:30',
      recurrence: { frequency: 'weekly', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
    },
    ...one,
  },
  {
    name: 'edit one that is not there',
    method: 'PATCH',
    path: withId(AUTOMATION_PATHS.one, UNKNOWN_ID),
    body: { paused: true },
    auth: 'session',
  },
  {
    name: 'edit, not an id',
    method: 'PATCH',
    path: withId(AUTOMATION_PATHS.one, 'nope'),
    body: { paused: true },
    auth: 'session',
  },
  {
    name: 'run it now',
    method: 'POST',
    path: onFirst(AUTOMATION_PATHS.run),
    ...one,
  },
  {
    name: 'delete it',
    method: 'DELETE',
    path: onFirst(AUTOMATION_PATHS.one),
    auth: 'session',
  },
  { ...list, name: 'gone from the list' },
  {
    name: 'run a deleted one',
    method: 'POST',
    path: onFirst(AUTOMATION_PATHS.run),
    auth: 'session',
  },
  {
    name: 'restore it (UNDO)',
    method: 'POST',
    path: onFirst(AUTOMATION_PATHS.restore),
    ...one,
  },
  {
    name: 'restore one that is not deleted',
    method: 'POST',
    path: onFirst(AUTOMATION_PATHS.restore),
    auth: 'session',
  },
  ...fillers,
  {
    name: 'one more than the cap',
    method: 'POST',
    path: AUTOMATION_PATHS.list,
    body: { ...DAILY, prompt: 'One too many' },
    auth: 'session',
  },
  { ...list, name: 'the cap’s worth listed' },
];

describeContract(
  'contract: the automations mocks answer like the server',
  STEPS,
  () => [...automationHandlers(automations, mockUserOf(accounts)), ...accountHandlers(accounts)],
  { clock },
);
