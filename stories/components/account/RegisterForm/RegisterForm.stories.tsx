import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from '@/components/account/RegisterForm';
import type { Locale } from '@/config';
import { longAccount, newAccount } from '@stories/mocks/accounts';
import { apiError, serverFault } from '@stories/mocks/apiErrors';
import { message } from '@stories/pages/auth/support/messages';
import { expectFieldError, submit } from '@stories/pages/auth/support/play';
import { narrowExceptAll, withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/Account/RegisterForm',
  component: RegisterForm,
  decorators: [withMemoryRouter, narrowExceptAll],
  args: { onSubmit: fn(), pending: false, error: null },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const field = (canvas: HTMLElement, locale: Locale, id: string) =>
  within(canvas).getByLabelText(new RegExp(`^${message(locale, id)}`));

/** Fills the form with values each schema rule refuses, then submits. */
const refusesBadInput = (locale: Locale): Story => ({
  globals: { locale },
  play: async ({ canvasElement, args, step }) => {
    await step('type a bad username, a bad email and a short password', async () => {
      await userEvent.type(field(canvasElement, locale, 'auth.field.username'), 'Ada Lovelace!');
      await userEvent.type(field(canvasElement, locale, 'auth.field.email'), 'ada@');
      await userEvent.type(field(canvasElement, locale, 'auth.field.password'), 'short');
      await submit(canvasElement, message(locale, 'auth.register.submit'));
    });
    await step('each field says what is wrong, in the chosen language', async () => {
      await expectFieldError(
        field(canvasElement, locale, 'auth.field.name'),
        message(locale, 'fieldErrors.required'),
      );
      await expectFieldError(
        field(canvasElement, locale, 'auth.field.username'),
        message(locale, 'fieldErrors.username.invalid_format'),
      );
      await expectFieldError(
        field(canvasElement, locale, 'auth.field.email'),
        message(locale, 'fieldErrors.invalid_email'),
      );
      await expect(field(canvasElement, locale, 'auth.field.password')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
});

export const RefusesBadInput = refusesBadInput('en');
export const RefusesBadInputFrench = refusesBadInput('fr');
export const RefusesBadInputRomanian = refusesBadInput('ro');
export const RefusesBadInputChinese = refusesBadInput('zh');

export const ShortPasswordMessage: Story = {
  play: async ({ canvasElement }) => {
    const password = field(canvasElement, 'en', 'auth.field.password');
    await userEvent.type(password, 'short');
    await userEvent.tab();
    await expectFieldError(password, 'Use at least 8 characters.');
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, 'en', 'auth.field.name'), newAccount.name);
    await userEvent.type(field(canvasElement, 'en', 'auth.field.username'), newAccount.username);
    await userEvent.type(field(canvasElement, 'en', 'auth.field.email'), newAccount.email);
    await userEvent.type(field(canvasElement, 'en', 'auth.field.password'), newAccount.password);
    await submit(canvasElement, 'Create account');
    await expect(args.onSubmit).toHaveBeenCalledWith(newAccount);
  },
};

export const EmailTaken: Story = {
  args: { error: apiError('email_taken', { email: 'taken' }) },
  play: async ({ canvasElement }) => {
    await expectFieldError(
      field(canvasElement, 'en', 'auth.field.email'),
      message('en', 'fieldErrors.email.taken'),
    );
  },
};

export const UsernameTaken: Story = {
  args: { error: apiError('username_taken', { username: 'taken' }) },
};
export const ServerError: Story = { args: { error: serverFault } };
export const Pending: Story = { args: { pending: true } };
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { error: serverFault } };
export const Dark: Story = { globals: { mode: 'dark' } };

export const All: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
    >
      <RegisterForm {...args} />
      <RegisterForm {...args} error={apiError('email_taken', { email: 'taken' })} />
      <RegisterForm {...args} error={serverFault} pending />
    </Box>
  ),
};

/** Long values must wrap inside the card, not widen it. */
export const LongValues: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'en', 'auth.field.name'), longAccount.name);
    await userEvent.type(field(canvasElement, 'en', 'auth.field.email'), longAccount.email);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
