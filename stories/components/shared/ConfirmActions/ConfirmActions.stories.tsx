import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmActions } from '@/components/shared/ConfirmActions';
import * as looks from '@stories/components/support/looks';

const meta = {
  title: 'Components/Shared/ConfirmActions',
  component: ConfirmActions,
  args: { onCancel: fn(), onConfirm: fn(), cancelLabel: 'Cancel', confirmLabel: 'Delete forever' },
} satisfies Meta<typeof ConfirmActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { color: 'error' },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    // Cancel first, then the one primary action.
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Delete forever']);
    await userEvent.click(buttons[0]!);
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(buttons[1]!);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
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
