import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotForm } from '@/components/account/ForgotForm';
import type { Locale } from '@/config';
import { rateLimited, wrongServices } from '@stories/mocks/apiErrors';
import { message } from '@stories/pages/auth/support/messages';
import { expectFieldError, submit } from '@stories/pages/auth/support/play';
import { narrowExceptAll, withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/Account/ForgotForm',
  component: ForgotForm,
  decorators: [withMemoryRouter, narrowExceptAll],
  args: { onSubmit: fn(), pending: false, error: null },
} satisfies Meta<typeof ForgotForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const refusesBadEmail = (locale: Locale): Story => ({
  globals: { locale },
  play: async ({ canvasElement, args }) => {
    const email = within(canvasElement).getByLabelText(
      new RegExp(message(locale, 'auth.field.email')),
    );
    await userEvent.type(email, 'not-an-address');
    await submit(canvasElement, message(locale, 'auth.forgot.submit'));
    await expectFieldError(email, message(locale, 'fieldErrors.invalid_email'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const RefusesBadEmail = refusesBadEmail('en');
export const RefusesBadEmailFrench = refusesBadEmail('fr');
export const RefusesBadEmailRomanian = refusesBadEmail('ro');
export const RefusesBadEmailChinese = refusesBadEmail('zh');

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(
      within(canvasElement).getByLabelText(/Email address/),
      ' ada@example.com ',
    );
    await submit(canvasElement, 'Send reset link');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
  },
};

export const Pending: Story = { args: { pending: true, defaultEmail: 'ada@example.com' } };
export const RateLimited: Story = { args: { error: rateLimited } };
export const WrongServices: Story = { args: { error: wrongServices } };
export const Dark: Story = { globals: { mode: 'dark' }, args: { error: rateLimited } };

export const All: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
    >
      <ForgotForm {...args} />
      <ForgotForm {...args} pending defaultEmail="ada@example.com" />
      <ForgotForm {...args} error={rateLimited} />
      <ForgotForm {...args} error={wrongServices} />
    </Box>
  ),
};
