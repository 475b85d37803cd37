import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import { SettingsDialog } from '@/components/shared/SettingsDialog';
import * as looks from '@stories/components/support/looks';

const body = within(document.body);
const SERVER_DOWN: ApiError = { status: 500, code: 'internal', message: 'Something went wrong' };

const meta = {
  title: 'Components/Shared/SettingsDialog',
  component: SettingsDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Reminders',
    query: { status: 'ready', onRetry: fn() },
    skeleton: { rows: 2, rowHeight: 56 },
    loadingLabel: 'Loading the reminder settings',
    loadErrorTitle: 'The reminder settings could not be loaded.',
    cancelLabel: 'Cancel',
    children: (
      <>
        <DialogContent>
          <Typography>Mail me each reminder.</Typography>
        </DialogContent>
        <DialogActions>
          <Button>Save</Button>
        </DialogActions>
      </>
    ),
  },
} satisfies Meta<typeof SettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ step }) => {
    const dialog = await body.findByRole('dialog', { name: 'Reminders' });
    await step('the form shows with its own actions, and no other Cancel', async () => {
      await expect(dialog).toHaveTextContent('Mail me each reminder.');
      await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    });
  },
};

export const Loading: Story = {
  args: { query: { status: 'loading', onRetry: fn() } },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Reminders' });
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading the reminder settings' }),
    ).toBeVisible();
    await expect(within(dialog).queryByText('Mail me each reminder.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { query: { status: 'error', error: SERVER_DOWN, onRetry: fn() } },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Reminders' });
    await expect(dialog).toHaveTextContent('The reminder settings could not be loaded.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.query.onRetry).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = { args: { maxWidth: 'xs' } };
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
