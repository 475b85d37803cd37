import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitButton } from '@/components/shared/SubmitButton';

const meta = {
  title: 'Components/Shared/SubmitButton',
  component: SubmitButton,
  args: { children: 'Save new password', pending: false, onClick: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PendingCannotSubmitTwice: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Please wait…' })).toBeVisible();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { pending: true } };

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SubmitButton {...args} />
      <SubmitButton {...args} pending />
      <SubmitButton {...args} disabled />
    </Box>
  ),
};
