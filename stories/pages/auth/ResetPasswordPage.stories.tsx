import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountFailureHandlers, AccountsStore, RESET_TOKEN } from '@stories/mocks/accounts';
import { AuthStory } from './support/AuthStory';
import { authPageMeta } from './support/pageMeta';
import { chooseNewPassword } from './support/steps';
import { message } from './support/messages';
import { findPage } from './support/play';

const store = new AccountsStore();

const meta = {
  title: 'Pages/Reset password',
  component: AuthStory,
  args: { initialEntry: `/reset-password?token=${RESET_TOKEN}` },
  ...authPageMeta(store),
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SetsPasswordThenSignIn: Story = {
  beforeEach: () => {
    store.restore();
    store.forgot('ada@example.com');
  },
  args: { initialEntry: '/reset-password?token=rst_00000000000000000000000000000001' },
  play: async ({ canvasElement }) => {
    await chooseNewPassword(canvasElement, 'a-brand-new-password');
    await findPage(canvasElement, 'Hi, welcome back');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      message('en', 'auth.login.passwordReset'),
    );
  },
};

export const ExpiredLink: Story = {
  play: async ({ canvasElement }) => {
    await chooseNewPassword(canvasElement, 'a-brand-new-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      message('en', 'errors.invalid_token'),
    );
  },
};

export const MissingToken: Story = {
  args: { initialEntry: '/reset-password' },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Set a new password');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      message('en', 'auth.reset.missingToken'),
    );
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('networkError') } },
  play: async ({ canvasElement }) => {
    await chooseNewPassword(canvasElement, 'a-brand-new-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      message('en', 'errors.wrong_services'),
    );
  },
};

export const Romanian: Story = { globals: { locale: 'ro' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const All: Story = {};
