import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import { draftOf, EventDialog, type EventDialogProps } from '@/components/calendar/EventDialog';
import { controlled } from '@stories/components/support/controlled';
import { DialogFrame } from '@stories/components/support/DialogFrame';

const PIANO = draftOf({
  title: 'Piano lesson',
  description: 'Bring the Czerny book.',
  location: 'Str. Lipscani 12',
  color: 'purple',
  allDay: false,
  start: '2026-03-14T08:00:00.000Z',
  end: '2026-03-14T09:30:00.000Z',
  timeZone: 'Europe/Bucharest',
  recurrence: null,
  reminders: [10],
});
const STANDUP = {
  ...PIANO,
  title: 'Standup',
  description: '',
  location: '',
  color: 'blue' as const,
  recurrence: {
    frequency: 'weekly' as const,
    interval: 1,
    weekdays: ['MO' as const, 'WE' as const],
  },
};
const BLANK = { ...PIANO, title: '', description: '', location: '', color: 'default' as const };

const TITLE_TOO_LONG: ApiError = {
  status: 400,
  code: 'validation_failed',
  message: 'Some fields need attention.',
  fields: { title: 'too_long' },
};

const Stateful = controlled(EventDialog);

const meta = {
  title: 'Components/Calendar/EventDialog',
  component: EventDialog,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    mode: 'edit',
    value: PIANO,
    onChange: fn(),
    onSave: fn(),
    onDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getAllByRole('dialog')[0]!;

export const Playground: Story = {};

export const Create: Story = {
  args: { mode: 'create', value: BLANK },
  play: async ({ args, step }) => {
    const box = within(dialog());
    await step('the title has the focus', async () => {
      await waitFor(() => expect(box.getByRole('textbox', { name: /Title/ })).toHaveFocus());
    });
    await step('type a title and save', async () => {
      await userEvent.keyboard('Dentist');
      await userEvent.click(box.getByRole('button', { name: 'Save' }));
      await expect(args.onSave).toHaveBeenCalledWith();
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Dentist' }),
      );
    });
  },
};

export const Edit: Story = {
  play: async ({ args, step }) => {
    const box = within(dialog());
    await step('an all-day event hides its times and names the last day', async () => {
      await userEvent.click(box.getByRole('switch', { name: 'All day' }));
      await expect(box.queryByLabelText('At')).toBeNull();
      await expect(box.getByLabelText('Last day')).toHaveValue('2026-03-14');
    });
    await step('delete asks nothing for a single event', async () => {
      await userEvent.click(box.getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith();
    });
  },
};

export const MoveStartKeepsLength: Story = {
  play: async ({ args, step }) => {
    const box = within(dialog());
    await step('a later start date takes the end along', async () => {
      // A date picker's change arrives whole, as one event.
      fireEvent.change(box.getByLabelText('Starts on'), { target: { value: '2026-03-20' } });
      await expect(box.getByLabelText('Ends on')).toHaveValue('2026-03-20');
    });
    await step('and Save goes through', async () => {
      await userEvent.click(box.getByRole('button', { name: 'Save' }));
      await expect(args.onSave).toHaveBeenCalledWith();
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          startDate: '2026-03-20',
          endDate: '2026-03-20',
          endTime: '11:30',
        }),
      );
    });
  },
};

export const RecurringChoice: Story = {
  args: { value: STANDUP, recurring: true },
  play: async ({ args, step }) => {
    await step('saving an occurrence asks how far the change reaches', async () => {
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
      const choice = within(
        await within(document.body).findByRole('dialog', { name: 'Change a repeating event' }),
      );
      await userEvent.click(choice.getByRole('radio', { name: 'This and following events' }));
      await userEvent.click(choice.getByRole('button', { name: 'Save' }));
      await expect(args.onSave).toHaveBeenCalledWith('following');
    });
    await step('deleting asks too', async () => {
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
      const choice = within(
        await within(document.body).findByRole('dialog', { name: 'Delete a repeating event' }),
      );
      await userEvent.click(choice.getByRole('radio', { name: 'All events' }));
      await userEvent.click(choice.getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith('all');
    });
  },
};

export const ValidationErrors: Story = {
  args: { mode: 'create', value: { ...BLANK, endTime: '07:00' } },
  play: async ({ args, step }) => {
    const box = within(dialog());
    await step('nothing is sent while the form is wrong', async () => {
      await userEvent.click(box.getByRole('button', { name: 'Save' }));
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('each problem shows on its field, the first one focused', async () => {
      await expect(await box.findByText('This field is required.')).toBeVisible();
      await expect(box.getByText('The end must come after the start.')).toBeVisible();
      await waitFor(() => expect(box.getByRole('textbox', { name: /Title/ })).toHaveFocus());
    });
  },
};

export const ServerRefused: Story = {
  args: { serverError: TITLE_TOO_LONG },
  play: async () => {
    await expect(await within(dialog()).findByText('Use at most 200 characters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(
      within(dialog()).getByRole('progressbar', { name: 'Loading the event' }),
    ).toBeVisible();
  },
};

export const Saving: Story = { args: { saving: true } };

export const ReadOnly: Story = {
  args: { readOnly: true, viewerTimeZone: PIANO.timeZone },
  play: async () => {
    const box = within(dialog());
    await expect(box.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await expect(box.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(box.queryByRole('button', { name: 'Delete' })).toBeNull();
    // The viewer shares the event's zone: nothing to add.
    await expect(box.queryByText(/In the event’s time zone/)).toBeNull();
  },
};

/** A grantee in New York opens an event planned in Bucharest: the grid's times, then the event's. */
export const ReadOnlyInAnotherZone: Story = {
  args: { readOnly: true, viewerTimeZone: 'America/New_York' },
  play: async ({ args, step }) => {
    const box = within(dialog());
    await step('the times are the viewer’s, as on the grid', async () => {
      await expect(box.getByLabelText('At')).toHaveValue('04:00');
      await expect(box.getByLabelText('Until')).toHaveValue('05:30');
      await expect(box.getByLabelText('Starts on')).toHaveValue('2026-03-14');
      await expect(box.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
        'America/New_York',
      );
    });
    await step('the event’s own zone and times come beneath', async () => {
      await expect(
        box.getByText(/In the event’s time zone \(Europe\/Bucharest\): Mar 14, 2026, 10:00/),
      ).toBeVisible();
    });
    await step('nothing was changed by showing it', async () => {
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};

export const ReadOnlyInAnotherZoneFrench: Story = {
  ...ReadOnlyInAnotherZone,
  globals: { locale: 'fr' },
  play: async () => {
    await expect(
      within(dialog()).getByText(/Dans le fuseau horaire de l’événement \(Europe\/Bucharest\)/),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    value: {
      ...PIANO,
      title:
        'A meeting whose title is long enough to wrap onto more lines than the field has room for at first',
      location: 'Palatul Parlamentului, Strada Izvor 2-4, Sala Nicolae Bălcescu, etaj 1, București',
      description: Array.from({ length: 12 }, (_, i) => `${i + 1}. A point on the agenda.`).join(
        '\n',
      ),
    },
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { globals: { locale: 'fr' } };

export const Romanian: Story = { globals: { locale: 'ro' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

const tile = (props: Partial<EventDialogProps>) => (
  <DialogFrame width={560} height={980}>
    <EventDialog {...meta.args} {...props} disablePortal />
  </DialogFrame>
);

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {tile({ mode: 'create', value: BLANK })}
      {tile({ value: STANDUP, recurring: true, serverError: TITLE_TOO_LONG })}
    </Box>
  ),
};
