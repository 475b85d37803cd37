import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginModal } from '@/components/account/LoginModal';
import { invalidCredentials } from '@stories/mocks/apiErrors';
import { screen } from '@stories/pages/auth/support/play';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/Account/LoginModal',
  component: LoginModal,
  decorators: [withMemoryRouter],
  args: { open: true, onSubmit: fn(), onClose: fn(), pending: false, error: null },
  parameters: {
    docs: {
      description: {
        component:
          'The login form in a dialog, for signing in again without leaving a page and its unsaved work. No link leads away from the page.',
      },
    },
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignsInWithoutLeaving: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Sign in to continue' });
    await step('no link leads away from the page', async () => {
      await expect(dialog.querySelector('a')).toBeNull();
    });
    await step('the form submits from inside the dialog', async () => {
      await userEvent.type(screen().getByRole('textbox', { name: /Email or username/ }), 'ada');
      await userEvent.type(screen().getByLabelText(/^Password/), 'analytical-engine');
      await userEvent.click(screen().getByRole('button', { name: 'Sign in' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        identifier: 'ada',
        password: 'analytical-engine',
      });
    });
  },
};

export const WrongPassword: Story = {
  args: { error: invalidCredentials },
  play: async () => {
    await expect(await screen().findByRole('alert')).toHaveTextContent(
      'That email or username and password do not match.',
    );
  },
};

export const Closes: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen().findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const Pending: Story = { args: { pending: true } };
export const WithoutClose: Story = { args: { onClose: undefined } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Dark: Story = { globals: { mode: 'dark' }, args: { error: invalidCredentials } };
export const Chinese: Story = { globals: { locale: 'zh' } };
