import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftRecoveryDialog } from '@/components/shared/DraftRecoveryDialog';

const screen = () => within(document.body);

const meta = {
  title: 'Components/Shared/DraftRecoveryDialog',
  component: DraftRecoveryDialog,
  args: {
    open: true,
    title: 'Trip plan',
    plainText: 'Flights booked.\nHotel: still comparing two.',
    savedAt: '2026-03-14T09:00:00.000Z',
    onRestore: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof DraftRecoveryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Unsaved changes found' });
    await step('names the note and when it changed, shows the text', async () => {
      await expect(
        within(dialog).getByText(/“Trip plan” has changes from Mar 14, 2026/),
      ).toBeVisible();
      await expect(within(dialog).getByText(/still comparing two/)).toBeVisible();
    });
    await step('Escape does not throw the only copy away', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen().getByRole('dialog')).toBeVisible();
    });
    await step('restore and discard report', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Restore changes' }));
      await expect(args.onRestore).toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
      await expect(args.onDiscard).toHaveBeenCalled();
    });
  },
};
