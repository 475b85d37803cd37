import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TitledDialog } from '@/components/shared/TitledDialog';
import * as looks from '@stories/components/support/looks';

const body = within(document.body);

const meta = {
  title: 'Components/Shared/TitledDialog',
  component: TitledDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Import events',
    actions: <Button>Close</Button>,
    children: (
      <DialogContent>
        <Typography>Choose an .ics file to see what it would add.</Typography>
      </DialogContent>
    ),
  },
} satisfies Meta<typeof TitledDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await body.findByRole('dialog', { name: 'Import events' });
    await step('named by its title, with its content and actions', async () => {
      await expect(dialog).toHaveTextContent('Choose an .ics file');
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    });
    await step('Escape asks to close it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledOnce();
    });
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Import the events of a calendar exported from another application as an .ics file',
  },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: /^Import the events/ })).toBeVisible();
  },
};

export const Narrow: Story = { args: { maxWidth: 'xs' } };

/** A question whose answer matters: described for screen readers, closed only by an action. */
export const DescribedWithoutClose: Story = {
  args: {
    title: 'Keep the unsaved note?',
    description: 'It was written on this device and never reached the server.',
    onClose: undefined,
    children: undefined,
    actions: <Button>Keep it</Button>,
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Keep the unsaved note?' });
    await expect(dialog).toHaveAccessibleDescription(
      'It was written on this device and never reached the server.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
