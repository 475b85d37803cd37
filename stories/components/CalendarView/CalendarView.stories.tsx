import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CalendarEvent } from '@/api/schema';
import { CalendarView } from '@/components/CalendarView/CalendarView';
import { calendarStoreWith, ME } from '@stories/mocks/calendar';

const store = calendarStoreWith();
const opened = store.open(ME.owner.username);
const EVENTS: CalendarEvent[] =
  'ok' in opened ? store.range(opened.ok, '2026-02-20T00:00:00Z', '2026-04-10T00:00:00Z') : [];

const meta = {
  title: 'Components/CalendarView',
  component: CalendarView,
  args: {
    events: EVENTS,
    view: 'month',
    date: '2026-03-14',
    timeZone: 'Europe/Bucharest',
    locale: 'en',
    readOnly: false,
    onSelectSlot: fn(),
    onOpenEvent: fn(),
    onChangeTimes: fn(),
  },
} satisfies Meta<typeof CalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Piano lesson'));
    await expect(args.onOpenEvent).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Piano lesson' }),
    );
  },
};

export const Week: Story = { args: { view: 'week' } };

export const Day: Story = { args: { view: 'day' } };

export const Agenda: Story = { args: { view: 'agenda' } };

export const ReadOnly: Story = { args: { readOnly: true } };

export const Empty: Story = { args: { events: [] } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { args: { locale: 'fr' }, globals: { locale: 'fr' } };

export const Chinese: Story = { args: { locale: 'zh' }, globals: { locale: 'zh' } };
