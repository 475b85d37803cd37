import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReminderSettings } from '@/api/schema';
import { ReminderSettingsDialog } from '@/components/calendar/ReminderSettings';
import { wrongServices } from '@stories/mocks/apiErrors';
import { dialogTile, NEVER_SLOW } from '@stories/components/support/stateStories';
import * as looks from '@stories/components/support/looks';

const SAVED: ReminderSettings = {
  defaultReminders: [10],
  defaultAllDayReminders: [900],
  email: false,
  agendaEmail: false,
  agendaTime: '07:00',
};
/** Every list full, custom amounts included: the longest chips the form shows. */
const FULL: ReminderSettings = {
  defaultReminders: [0, 10, 45, 1440, 40320],
  defaultAllDayReminders: [0, 900, 2340, 10980, 40320],
  email: true,
  agendaEmail: true,
  agendaTime: '07:30',
};

const dialog = () => within(document.body).findByRole('dialog', { name: 'Reminder settings' });

const meta = {
  title: 'Components/Calendar/ReminderSettingsDialog',
  component: ReminderSettingsDialog,
  args: {
    open: true,
    value: SAVED,
    status: 'ready',
    onRetry: fn(),
    saving: false,
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReminderSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EditAndSave: Story = {
  play: async ({ args, step }) => {
    const view = within(await dialog());
    await step('starts from what is saved, the agenda time off with the agenda', async () => {
      await expect(
        view.getByRole('group', { name: 'Default reminders for new events' }),
      ).toHaveTextContent('10 minutes before');
      await expect(view.getByLabelText('Also send each reminder by email')).not.toBeChecked();
      await expect(view.getByLabelText('Send at')).toBeDisabled();
    });
    await step('a preset added to the timed defaults', async () => {
      const timed = within(view.getByRole('group', { name: 'Default reminders for new events' }));
      await userEvent.click(timed.getByRole('combobox', { name: 'Add a reminder' }));
      await userEvent.click(
        await within(document.body).findByRole('option', { name: '1 hour before' }),
      );
    });
    await step('mail on, the agenda on at 06:45', async () => {
      await userEvent.click(view.getByLabelText('Also send each reminder by email'));
      await userEvent.click(view.getByLabelText('Email me the day’s agenda each morning'));
      const time = view.getByLabelText('Send at');
      await expect(time).toBeEnabled();
      await userEvent.clear(time);
      await userEvent.type(time, '0645');
    });
    await step('Save sends the whole form', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Save' }));
      await expect(args.onSave).toHaveBeenCalledWith({
        defaultReminders: [10, 60],
        defaultAllDayReminders: [900],
        email: true,
        agendaEmail: true,
        agendaTime: '06:45',
      });
    });
  },
};

export const InvalidTime: Story = {
  args: { value: { ...SAVED, agendaEmail: true, agendaTime: '' } },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(
      view.getByText('Enter a time of day as hours and minutes, from 00:00 to 23:59.'),
    ).toBeVisible();
    await expect(view.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', value: undefined },
  play: async () => {
    const view = within(await dialog());
    await expect(
      view.getByRole('progressbar', { name: 'Loading your reminder settings' }),
    ).toBeVisible();
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { status: 'error', value: undefined, error: wrongServices },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(view.getByRole('alert')).toHaveTextContent(
      'Your reminder settings could not be loaded. We cannot reach Quire right now.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const view = within(await dialog());
    await waitFor(() => expect(view.getByRole('button', { name: /Save/ })).toBeDisabled());
    await expect(view.getByLabelText('Also send each reminder by email')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { value: FULL },
  play: async () => {
    const view = within(await dialog());
    // Five each: the picker offers no more, and says why.
    await expect(view.getAllByText('An event can have at most 5 reminders.')).toHaveLength(2);
  },
};

export const Dark: Story = { ...looks.Dark, args: { value: FULL } };
export const RightToLeft: Story = { ...looks.RightToLeft, args: { value: FULL } };
export const French: Story = {
  ...looks.French,
  args: { value: FULL },
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Paramètres des rappels' }),
    ).toBeVisible();
  },
};
export const Romanian: Story = { ...looks.Romanian, args: { value: FULL } };
export const Chinese: Story = { ...looks.Chinese, args: { value: FULL } };

const tile = dialogTile(580, 780);

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {tile(<ReminderSettingsDialog {...args} value={FULL} disablePortal />)}
      {tile(<ReminderSettingsDialog {...args} saving disablePortal />)}
      {tile(
        // The slow hint comes at a time, not a state: never in the screenshot.
        <ReminderSettingsDialog
          {...args}
          status="loading"
          value={undefined}
          disablePortal
          slowThresholdMs={NEVER_SLOW}
        />,
      )}
      {tile(
        <ReminderSettingsDialog
          {...args}
          status="error"
          value={undefined}
          error={wrongServices}
          disablePortal
        />,
      )}
    </Box>
  ),
};
