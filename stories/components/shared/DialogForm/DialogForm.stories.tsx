import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogForm } from '@/components/shared/DialogForm';
import * as looks from '@stories/components/support/looks';

const meta = {
  title: 'Components/Shared/DialogForm',
  component: DialogForm,
  args: {
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    pending: false,
    cancelLabel: 'Cancel',
    submitLabel: 'Add server',
    children: <TextField name="name" label="Name" fullWidth margin="dense" />,
  },
} satisfies Meta<typeof DialogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EnterOrButtonSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Name' });
    // Enter in a field submits, as the button outside the form does.
    await userEvent.type(field, 'Docs{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add server' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    // Cancel leaves without sending.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Add server/ })).toBeDisabled();
  },
};

export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
