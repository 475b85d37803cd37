import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '@/components/account/LoginForm';
import type { Locale } from '@/config';
import { apiError, invalidCredentials, rateLimited, wrongServices } from '@stories/mocks/apiErrors';
import { message } from '@stories/pages/auth/support/messages';
import { expectFieldError, submit } from '@stories/pages/auth/support/play';
import { narrowExceptAll, withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/Account/LoginForm',
  component: LoginForm,
  decorators: [withMemoryRouter, narrowExceptAll],
  args: { onSubmit: fn(), pending: false, error: null },
  parameters: {
    docs: {
      description: {
        component:
          'Sign in with an email or username and a password. Checked with `loginRequestSchema` before sending; the page passes the server error back in `error`.',
      },
    },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const refusesEmpty = (locale: Locale): Story => ({
  globals: { locale },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('an empty form is refused with a message on each field', async () => {
      await submit(canvasElement, message(locale, 'auth.login.submit'));
      const identifier = canvas.getByRole('textbox', {
        name: new RegExp(message(locale, 'auth.field.identifier')),
      });
      await expectFieldError(identifier, message(locale, 'fieldErrors.required'));
      await expect(identifier).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
});

export const RefusesEmpty = refusesEmpty('en');
export const RefusesEmptyFrench = refusesEmpty('fr');
export const RefusesEmptyRomanian = refusesEmpty('ro');
export const RefusesEmptyChinese = refusesEmpty('zh');

export const SubmitsTrimmedValues: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('type an identifier with stray spaces and a password', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Email or username/ }), '  ada ');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'analytical-engine');
    });
    await step('the schema trims the identifier; the password is sent as typed', async () => {
      await submit(canvasElement, 'Sign in');
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        identifier: 'ada',
        password: 'analytical-engine',
      });
    });
  },
};

export const PasswordVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sign in/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const InvalidCredentials: Story = {
  args: { error: invalidCredentials },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      message('en', 'errors.invalid_credentials'),
    );
  },
};

export const RateLimited: Story = {
  args: { error: rateLimited },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 30 seconds.',
    );
  },
};

export const RateLimitedChinese: Story = {
  ...RateLimited,
  globals: { locale: 'zh' },
  play: undefined,
};

export const WrongServices: Story = {
  args: { error: wrongServices },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      message('en', 'errors.wrong_services'),
    );
  },
};

export const ServerFieldError: Story = {
  args: { error: apiError('validation_failed', { identifier: 'too_long' }) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const identifier = canvas.getByRole('textbox', { name: /Email or username/ });
    await step('the server problem shows on its field, not as a banner', async () => {
      await expectFieldError(identifier, 'Use at most 254 characters.');
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
    await step('editing the field clears it', async () => {
      await userEvent.type(identifier, 'a');
      await expect(identifier).toHaveAttribute('aria-invalid', 'false');
    });
  },
};

export const SessionExpired: Story = { args: { notice: 'sessionExpired' } };
export const AfterPasswordReset: Story = { args: { notice: 'passwordReset' } };
export const RightToLeft: Story = {
  args: { error: invalidCredentials },
  globals: { direction: 'rtl' },
};
export const Dark: Story = { args: { error: invalidCredentials }, globals: { mode: 'dark' } };

export const All: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
    >
      <LoginForm {...args} />
      <LoginForm {...args} pending defaultIdentifier="ada" />
      <LoginForm {...args} notice="sessionExpired" />
      <LoginForm {...args} error={invalidCredentials} defaultIdentifier="ada" />
      <LoginForm {...args} error={rateLimited} />
      <LoginForm
        {...args}

        error={apiError('validation_failed', { identifier: 'too_long' })}
      />
    </Box>
  ),
};
