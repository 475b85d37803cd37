import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '@/components/shared/ConfirmDialog';
import * as looks from '@stories/components/support/looks';

const body = within(document.body);

const meta = {
  title: 'Components/Shared/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete forever?',
    body: '“Trip plan” will be gone for good. This cannot be undone.',
    cancelLabel: 'Cancel',
    confirmLabel: 'Delete forever',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await body.findByRole('dialog', { name: 'Delete forever?' });
    await step('the body says what confirming does', async () => {
      await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    });
    await step('the red button confirms', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
    });
    await step('Escape cancels', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledOnce();
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Delete forever?' });
    await expect(within(dialog).getByRole('button', { name: /Delete forever/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Leave the calendar Alexandra-Maximiliana Constantinescu-Ionescu shared with you?',
    body: 'You will no longer see its events. Only Alexandra-Maximiliana Constantinescu-Ionescu can share it with you again, from her own calendar settings page.',
    confirmLabel: 'Leave',
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
