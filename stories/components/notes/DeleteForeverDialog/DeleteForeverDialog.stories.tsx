import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteForeverDialog } from '@/components/notes/DeleteForeverDialog';

const meta = {
  title: 'Components/Notes/DeleteForeverDialog',
  component: DeleteForeverDialog,
  args: { title: 'Team meeting', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DeleteForeverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete this note forever?',
    });
    await step('names the note and says it cannot be undone', async () => {
      await expect(
        within(dialog).getByText('“Team meeting” will be gone for good. This cannot be undone.'),
      ).toBeVisible();
    });
    await step('cancel and confirm report', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
      await expect(args.onConfirm).toHaveBeenCalled();
    });
  },
};
