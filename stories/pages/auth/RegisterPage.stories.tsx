import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '@/config';
import {
  accountFailureHandlers,
  AccountsStore,
  adaUser,
  newAccount,
} from '@stories/mocks/accounts';
import { AuthStory } from './support/AuthStory';
import { authPageMeta } from './support/pageMeta';
import { fillRegister } from './support/steps';
import { message } from './support/messages';
import { expectFieldError, expectLocation, findPage } from './support/play';

const store = new AccountsStore();

const meta = {
  title: 'Pages/Register',
  component: AuthStory,
  args: { initialEntry: '/register' },
  ...authPageMeta(store),
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Create your account');
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const CreatesAccountAndSignsIn: Story = {
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, newAccount);
    await expectLocation(canvasElement, '/');
    await expect(within(canvasElement).getByTestId('session')).toHaveTextContent(
      newAccount.username,
    );
    await expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^tok_/);
  },
};

export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, { ...newAccount, email: adaUser.email.toUpperCase() });
    await expectFieldError(
      within(canvasElement).getByLabelText(/^Email address/),
      message('en', 'fieldErrors.email.taken'),
    );
  },
};

export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, { ...newAccount, username: 'Ada' });
    await expectFieldError(
      within(canvasElement).getByLabelText(/^Username/),
      message('en', 'fieldErrors.username.taken'),
    );
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('validation', ['register']) } },
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, newAccount);
    await expectFieldError(
      within(canvasElement).getByLabelText(/^Username/),
      message('en', 'fieldErrors.username.invalid_format'),
    );
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('rateLimited') } },
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, newAccount);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Try again in 30 seconds.',
    );
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('networkError') } },
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, newAccount);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      message('en', 'errors.wrong_services'),
    );
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('pending') } },
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, newAccount);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Create account/ })).toBeDisabled(),
    );
  },
};

export const Romanian: Story = { globals: { locale: 'ro' } };
export const Dark: Story = { globals: { mode: 'dark' } };
export const All: Story = {};
