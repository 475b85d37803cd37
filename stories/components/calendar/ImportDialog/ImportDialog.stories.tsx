import { dialogTile } from '@stories/components/support/stateStories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import type { ImportResponse } from '@/api/schema';
import { ImportDialog } from '@/components/calendar/ImportDialog';

const PREVIEW: ImportResponse = {
  found: 4,
  duplicates: 1,
  skipped: 1,
  added: 2,
  applied: false,
  preview: [
    {
      title: 'Team call, weekly',
      start: '2026-03-02T09:00:00.000Z',
      allDay: false,
      recurring: true,
    },
    { title: 'Labour Day', start: '2026-05-01T00:00:00.000Z', allDay: true, recurring: false },
  ],
  skippedEvents: [],
};
const NOT_ICS: ApiError = {
  status: 422,
  code: 'unprocessable',
  message: 'This file is not an iCalendar (.ics) file.',
  fields: { file: 'invalid' },
};
const ics = (text = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', name = 'team.ics') =>
  new File([text], name, { type: 'text/calendar' });

const meta = {
  title: 'Components/Calendar/ImportDialog',
  component: ImportDialog,
  args: {
    open: true,
    onClose: fn(),
    onPreview: fn(async (text: string) => {
      if (!text.includes('BEGIN:VCALENDAR')) throw NOT_ICS;
      return PREVIEW;
    }),
    onApply: fn(async () => ({ ...PREVIEW, applied: true })),
    timeZone: 'Europe/Bucharest',
  },
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Import events' });
const input = () => dialog().querySelector('input[type="file"]') as HTMLInputElement;

export const Playground: Story = {};

export const PreviewThenImport: Story = {
  play: async ({ args }) => {
    await userEvent.upload(input(), ics());
    const box = within(dialog());
    await expect(
      await box.findByText('2 events to add, 1 already in your calendar, 1 could not be read.'),
    ).toBeVisible();
    await expect(box.getByRole('list', { name: 'Events in the file' })).toHaveTextContent(
      'Team call, weekly',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(box.getByRole('button', { name: 'Import 2 events' }));
    await expect(await box.findByText('2 events added.')).toBeVisible();
  },
};

export const NotAnIcsFile: Story = {
  play: async () => {
    await userEvent.upload(input(), ics('hello', 'notes.txt'));
    await expect(await within(dialog()).findByRole('alert')).toBeVisible();
  },
};

export const TooLarge: Story = {
  play: async ({ args }) => {
    await userEvent.upload(input(), ics('x'.repeat(1024 * 1024 + 1)));
    await expect(await within(dialog()).findByText('This file is larger than 1 MB.')).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

export const NothingNew: Story = {
  args: {
    onPreview: fn(async (_ics: string) => ({
      ...PREVIEW,
      added: 0,
      duplicates: 4,
      skipped: 0,
      preview: [],
    })),
  },
  play: async () => {
    await userEvent.upload(input(), ics());
    const box = within(dialog());
    await expect(
      await box.findByText('Nothing new to add, 4 already in your calendar.'),
    ).toBeVisible();
  },
};

export const SkippedWithReasons: Story = {
  args: {
    onPreview: fn(async (_ics: string) => ({
      ...PREVIEW,
      skipped: 2,
      skippedEvents: [
        { title: 'Every 30 February', reason: 'never_matches' as const },
        { title: 'Every second', reason: 'unsupported_frequency' as const },
      ],
    })),
  },
  play: async () => {
    await userEvent.upload(input(), ics());
    const box = within(dialog());
    const skipped = await box.findByRole('list', { name: 'Left out' });
    await expect(skipped).toHaveTextContent('Every 30 FebruaryIts repeat never happens');
    await expect(skipped).toHaveTextContent('Every secondRepeats more often than every hour');
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { globals: { locale: 'fr' } };

export const Romanian: Story = { globals: { locale: 'ro' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

const tile = dialogTile(640, 620);

export const All: Story = {
  render: (args) => tile(<ImportDialog {...args} disablePortal />),
};
