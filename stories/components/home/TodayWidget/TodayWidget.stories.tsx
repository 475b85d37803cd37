import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TodayWidget, type TodayEvent, type TodayWidgetProps } from '@/components/home/TodayWidget';
import { calendarLink } from '@/routes/paths';
import { FIXTURE_NOW } from '@stories/mocks/notesFixtures';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';
import * as states from '@stories/components/support/stateStories';
import * as looks from '@stories/components/support/looks';
import { wrongServices } from '@stories/mocks/apiErrors';

const event = (
  id: string,
  title: string,
  start: string,
  hours: number,
  extra: Partial<TodayEvent> = {},
): TodayEvent => ({
  id,
  occurrenceId: id,
  title,
  start,
  end: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
  allDay: false,
  location: '',
  ...extra,
});

// The stories' fixed now is Saturday 14 March 2026, 11:30 in Bucharest.
const EVENTS: TodayEvent[] = [
  event('e1', 'Piano lesson', '2026-03-14T08:00:00.000Z', 0.5),
  event('e2', 'Lunch with Ioana', '2026-03-14T12:00:00.000Z', 2, { location: 'Caru’ cu bere' }),
  event('e3', 'Conference day', '2026-03-14T00:00:00.000Z', 24, { allDay: true }),
  event('e4', 'Call grandparents', '2026-03-15T16:00:00.000Z', 1),
];
const LONG = event(
  'e5',
  'A meeting whose title is long enough to need truncating in a narrow widget on Home',
  '2026-03-14T15:00:00.000Z',
  1,
  { location: 'The big meeting room on the fourth floor, at the end of the corridor' },
);

const meta = {
  title: 'Components/Home/TodayWidget',
  component: TodayWidget,
  decorators: [withMemoryRouter, states.narrowUnlessAll(420)],
  args: {
    events: EVENTS,
    status: 'ready',
    onRetry: fn(),
    timeZone: 'Europe/Bucharest',
    now: new Date(FIXTURE_NOW),
    eventLink: (item: TodayEvent) => calendarLink('ana', item.id),
    calendarLink: calendarLink('ana'),
    newEventLink: `${calendarLink('ana')}?new=1`,
  },
} satisfies Meta<typeof TodayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TodayAndTomorrow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('list', { name: 'Today' });
    const links = within(today).getAllByRole('link');
    // The piano lesson ended at 10:30; the all-day event comes first.
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Conference day'),
      expect.stringContaining('Lunch with Ioana'),
    ]);
    await expect(links[1]).toHaveAttribute('href', '/calendar/ana?event=e2');
    await expect(links[1]).toHaveTextContent('2:00');
    const tomorrow = canvas.getByRole('list', { name: 'Tomorrow' });
    await expect(within(tomorrow).getByRole('link')).toHaveTextContent('Call grandparents');
  },
};

export const InNewYork: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvasElement }) => {
    // 05:30 in New York: lunch at 12:00 UTC reads 8:00 AM there.
    const today = within(canvasElement).getByRole('list', { name: 'Today' });
    await expect(within(today).getByRole('link', { name: /Lunch with Ioana/ })).toHaveTextContent(
      '8:00',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', slowThresholdMs: 0 },
  play: states.showsLoading('Loading today’s events', { slow: true }),
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing planned for today or tomorrow.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add an event' })).toHaveAttribute(
      'href',
      '/calendar/ana?new=1',
    );
  },
};

export const Failed: Story = {
  args: { status: 'error', error: wrongServices },
  play: states.failsWithRetry(
    'Today’s events could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};

export const LongText: Story = { args: { events: [LONG, ...EVENTS] } };

export const SameHeightInEveryState: Story = states.sameHeightInEveryState(TodayWidget, [
  { label: 'loading', props: { status: 'loading', slowThresholdMs: 0 } },
  { label: 'one event', props: { events: EVENTS.slice(3) } },
  { label: 'a full list, over two days', props: { events: [LONG, ...EVENTS] } },
  { label: 'empty', props: { events: [] } },
  { label: 'error', props: { status: 'error' } },
]);

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<TodayWidgetProps>[] = [
  { label: 'events', props: {} },
  { label: 'long', props: { events: [LONG, ...EVENTS] } },
  { label: 'loading', props: { status: 'loading', slowThresholdMs: 0 } },
  { label: 'empty', props: { events: [] } },
  { label: 'error', props: { status: 'error' } },
];

export const All: Story = states.allVariants(TodayWidget, variants, 3);
