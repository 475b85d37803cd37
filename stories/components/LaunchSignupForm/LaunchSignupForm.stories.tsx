import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LaunchSignupForm } from '@/components/LaunchSignupForm';

const meta = {
  title: 'Components/LaunchSignupForm',
  component: LaunchSignupForm,
  args: { onSubscribe: fn(async () => {}) },
} satisfies Meta<typeof LaunchSignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await step('an invalid address is refused before anything is sent', async () => {
      await userEvent.type(email, 'not an address');
      await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
      // The address check loads after the form paints; a submit before it waits for it.
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      await expect(args.onSubscribe).not.toHaveBeenCalled();
    });
    await step('a valid one is sent trimmed and confirmed', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, '  ada@quire.test ');
      await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
      await expect(args.onSubscribe).toHaveBeenCalledWith('ada@quire.test');
      await expect(await canvas.findByRole('status')).toHaveTextContent('ada@quire.test');
    });
  },
};

export const Failing: Story = {
  args: { onSubscribe: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(email, 'ada@quire.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not sign you up just now',
    );
    await expect(email).toHaveValue('ada@quire.test');
  },
};

export const Sending: Story = {
  args: { onSubscribe: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@quire.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toBeDisabled();
  },
};

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 520 }}>
      <LaunchSignupForm {...args} />
    </Box>
  ),
};
