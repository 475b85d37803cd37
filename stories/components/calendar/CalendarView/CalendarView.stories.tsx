import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { getContrastRatio } from '@mui/material/styles';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CalendarEvent } from '@/api/schema';
import { CalendarView } from '@/components/calendar/CalendarView/CalendarView';
import { calendarStoreWith, ME } from '@stories/mocks/calendar';

const store = calendarStoreWith();
const opened = store.open(ME.owner.username);
const EVENTS: CalendarEvent[] =
  'ok' in opened ? store.range(opened.ok, '2026-02-20T00:00:00Z', '2026-04-10T00:00:00Z') : [];

const meta = {
  title: 'Components/Calendar/CalendarView',
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

/** The nearest box around `element` that scrolls. */
const scrollerOf = (element: Element) => {
  let box = element.parentElement;
  while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
  return box!;
};

export const Week: Story = {
  args: { view: 'week' },
  play: async ({ canvasElement, step }) => {
    const piano = await eventElement(canvasElement, 'Piano lesson');
    await step('times read as in the agenda, with am/pm in English', async () => {
      await expect(piano).toHaveTextContent(/10:00\s*–\s*11:30\s*am/);
    });
    await step('the week opens at the working day, not at midnight', async () => {
      const eight = canvasElement.querySelector('[data-time="08:00:00"]')!;
      const scroller = scrollerOf(eight);
      await waitFor(() =>
        expect(
          Math.abs(eight.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
        ).toBeLessThan(4),
      );
    });
  },
};

export const Day: Story = { args: { view: 'day' } };

export const Agenda: Story = {
  args: { view: 'agenda' },
  play: async ({ canvasElement }) => {
    const piano = await eventElement(canvasElement, 'Piano lesson');
    await expect(piano).toHaveTextContent(/10:00\s*–\s*11:30\s*am/);
  },
};

export const ReadOnly: Story = { args: { readOnly: true } };

export const Empty: Story = { args: { events: [] } };

export const EmptyWeek: Story = {
  args: { events: [], view: 'week' },
  play: async ({ canvasElement }) => {
    // No event to tab to: Chromium's own tab stop on the hours' box is what the keyboard reaches.
    const eight = await waitFor(() => canvasElement.querySelector('[data-time="08:00:00"]')!);
    const hours = scrollerOf(eight);
    hours.focus();
    await expect(hours).toHaveFocus();
  },
};

/** The text of a day number: the cell's innermost element that reads `day`. */
function dayNumber(cell: Element, day: string) {
  return [...cell.querySelectorAll('*')].find(
    (element) => element.children.length === 0 && element.textContent?.trim() === day,
  );
}

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    // April's days close the March grid; the walk measured them at 2.66:1 (FullCalendar's own
    // dark palette won over the theme's).
    await within(canvasElement).findByText('Piano lesson');
    // In the app FullCalendar's CSS arrives with its lazy chunk, after the theme's styles: put
    // its palette last here too, so its rules win wherever order alone decides.
    for (const sheet of [...document.querySelectorAll('style, link[rel="stylesheet"]')])
      if (sheet.textContent?.includes('[data-color-scheme=dark]')) document.head.append(sheet);
    const cell = canvasElement.querySelector('[role="cell"][data-date="2026-04-02"]')!;
    const number = dayNumber(cell, '2')!;
    const background = getComputedStyle(cell).getPropertyValue('--fc-classic-background').trim();
    const ratio = getContrastRatio(getComputedStyle(number).color, background);
    await expect(ratio).toBeGreaterThanOrEqual(4.5);
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { args: { locale: 'fr' }, globals: { locale: 'fr' } };

export const Chinese: Story = { args: { locale: 'zh' }, globals: { locale: 'zh' } };

/** The rendered event titled `title`, focusable as the grid draws it. */
async function eventElement(canvasElement: HTMLElement, title: string) {
  const text = await within(canvasElement).findByText(title);
  return text.closest<HTMLElement>('[data-occurrence]')!;
}

const centre = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
};

/** A mouse drag as FullCalendar reads one: press, move in steps, release. */
async function drag(from: Element, to: { clientX: number; clientY: number }) {
  const start = centre(from);
  const fire = (target: EventTarget, type: string, at: { clientX: number; clientY: number }) =>
    target.dispatchEvent(
      new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, buttons: 1, ...at }),
    );
  fire(from, 'mousedown', start);
  for (let step = 1; step <= 10; step += 1) {
    const at = {
      clientX: start.clientX + ((to.clientX - start.clientX) * step) / 10,
      clientY: start.clientY + ((to.clientY - start.clientY) * step) / 10,
    };
    fire(document, 'mousemove', at);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  fire(document, 'mouseup', to);
}

export const KeyboardMove: Story = {
  play: async ({ args, canvasElement, step }) => {
    const piano = await eventElement(canvasElement, 'Piano lesson');
    await step('the event says how to move it without a mouse', async () => {
      const hint = document.getElementById(piano.getAttribute('aria-describedby')!);
      await expect(hint).toHaveTextContent('Arrow keys move this event');
    });
    await step('the right arrow moves it a day later, announced', async () => {
      piano.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChangeTimes).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Piano lesson' }),
        { start: '2026-03-15T08:00:00.000Z', end: '2026-03-15T09:30:00.000Z' },
      );
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        /Piano lesson moved: Mar 15, 2026/,
      );
    });
    await step('down moves it a week later in the month grid', async () => {
      piano.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onChangeTimes).toHaveBeenLastCalledWith(expect.anything(), {
        start: '2026-03-21T08:00:00.000Z',
        end: '2026-03-21T09:30:00.000Z',
      });
    });
  },
};

export const KeyboardResize: Story = {
  args: { view: 'week' },
  play: async ({ args, canvasElement }) => {
    const piano = await eventElement(canvasElement, 'Piano lesson');
    piano.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(args.onChangeTimes).toHaveBeenCalledWith(expect.anything(), {
      start: '2026-03-14T08:00:00.000Z',
      end: '2026-03-14T10:00:00.000Z',
    });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /Piano lesson resized/,
    );
  },
};

export const ReadOnlyKeys: Story = {
  args: { readOnly: true },
  play: async ({ args, canvasElement }) => {
    const piano = await eventElement(canvasElement, 'Piano lesson');
    piano.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChangeTimes).not.toHaveBeenCalled();
  },
};

export const DragToMove: Story = {
  play: async ({ args, canvasElement }) => {
    const piano = await eventElement(canvasElement, 'Piano lesson');
    const target = canvasElement.querySelector('[data-date="2026-03-16"]')!;
    await drag(piano, centre(target));
    await waitFor(() =>
      expect(args.onChangeTimes).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Piano lesson' }),
        { start: '2026-03-16T08:00:00.000Z', end: '2026-03-16T09:30:00.000Z' },
      ),
    );
  },
};

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <CalendarView {...args} view="month" />
      <CalendarView {...args} view="week" />
      <CalendarView {...args} view="agenda" />
      <CalendarView {...args} view="day" readOnly />
    </Box>
  ),
};
