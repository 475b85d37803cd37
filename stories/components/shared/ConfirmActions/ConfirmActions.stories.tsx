import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmActions } from '@/components/shared/ConfirmActions';
import * as looks from '@stories/components/support/looks';

const meta = {
  title: 'Components/Shared/ConfirmActions',
  component: ConfirmActions,
  args: {
    onCancel: fn(),
    onConfirm: fn(),
    cancelLabel: 'Cancel',
    confirmLabel: 'Delete forever',
    color: 'error',
  },
} satisfies Meta<typeof ConfirmActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Cancel and the action each report once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledOnce();
      await userEvent.click(canvas.getByRole('button', { name: 'Delete forever' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
    });
  },
};

export const PendingCannotGoTwice: Story = {
  args: { pending: true, cancelDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: /Delete forever/ });
    await expect(confirm).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
