import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import type { Locale } from '@/config';
import { apiError } from '@stories/mocks/apiErrors';
import { message } from '@stories/pages/auth/support/messages';
import { expectFieldError, submit } from '@stories/pages/auth/support/play';
import { narrowExceptAll, withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/Account/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [withMemoryRouter, narrowExceptAll],
  args: { onSubmit: fn(), pending: false, error: null },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const refusesMismatch = (locale: Locale): Story => ({
  globals: { locale },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${message(locale, 'auth.field.newPassword')}`)),
      'a-long-new-password',
    );
    const repeat = canvas.getByLabelText(
      new RegExp(`^${message(locale, 'auth.field.confirmPassword')}`),
    );
    await userEvent.type(repeat, 'a-long-new-passwrod');
    await submit(canvasElement, message(locale, 'auth.reset.submit'));
    await expectFieldError(repeat, message(locale, 'fieldErrors.mismatch'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const RefusesMismatch = refusesMismatch('en');
export const RefusesMismatchFrench = refusesMismatch('fr');
export const RefusesMismatchRomanian = refusesMismatch('ro');
export const RefusesMismatchChinese = refusesMismatch('zh');

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-long-new-password');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'a-long-new-password');
    await submit(canvasElement, 'Save new password');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'a-long-new-password' });
  },
};

export const ExpiredLink: Story = {
  args: { error: apiError('invalid_token', { token: 'invalid' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      message('en', 'errors.invalid_token'),
    );
  },
};

export const Pending: Story = { args: { pending: true } };
export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { error: apiError('invalid_token') },
};

export const All: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
    >
      <ResetPasswordForm {...args} />
      <ResetPasswordForm {...args} pending />
      <ResetPasswordForm {...args} error={apiError('invalid_token', { token: 'invalid' })} />
    </Box>
  ),
};
