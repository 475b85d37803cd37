import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LaunchSignupForm } from '@/components/launch/LaunchSignupForm';
import { RETRY_AFTER_SECONDS } from '@stories/mocks/accounts';
import { apiError, rateLimited, wrongServices } from '@stories/mocks/apiErrors';

const meta = {
  title: 'Components/Launch/LaunchSignupForm',
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
  args: { onSubscribe: fn(async () => Promise.reject(wrongServices)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(email, 'ada@quire.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    // What failed, why (the server's code in the visitor's words), and that nothing is lost.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not sign you up. We cannot reach Quire right now. Check your connection and try again. Your address is still here.',
    );
    await expect(email).toHaveValue('ada@quire.test');
  },
};

export const RateLimited: Story = {
  args: { onSubscribe: fn(async () => Promise.reject(rateLimited)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@quire.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `Too many attempts. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
    );
  },
};

export const RefusedByTheServer: Story = {
  args: {
    onSubscribe: fn(async () =>
      Promise.reject(apiError('validation_failed', { email: 'invalid' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(email, 'ada@quire.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    // The server's own check of the address is shown where the local one is: on the field.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(/Enter a valid e-mail address/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const French: Story = {
  args: { onSubscribe: fn(async () => Promise.reject(wrongServices)) },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Adresse e-mail' }), 'ada@quire.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Me prévenir' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Inscription impossible\. /);
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
