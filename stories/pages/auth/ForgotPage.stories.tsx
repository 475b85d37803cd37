import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountFailureHandlers, AccountsStore } from '@stories/mocks/accounts';
import { AuthStory } from './support/AuthStory';
import { authPageMeta } from './support/pageMeta';
import { askForLink } from './support/steps';
import { message } from './support/messages';
import { findPage } from './support/play';

const store = new AccountsStore();

const meta = {
  title: 'Pages/Forgot password',
  component: AuthStory,
  args: { initialEntry: '/forgot' },
  ...authPageMeta(store),
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SendsLinkForKnownAccount: Story = {
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'ada@example.com');
    await findPage(canvasElement, 'Check your email');
    await expect(canvasElement).toHaveTextContent('ada@example.com');
    await expect(store.outbox).toHaveLength(1);
  },
};

export const SameAnswerForUnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'nobody@example.com');
    await findPage(canvasElement, 'Check your email');
    await expect(store.outbox).toHaveLength(0);
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('rateLimited') } },
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'ada@example.com');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Try again in 30 seconds.',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'ada@example.com');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      message('en', 'errors.internal'),
    );
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('pending') } },
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'ada@example.com');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Send reset link/ })).toBeDisabled(),
    );
  },
};

export const BackToSignIn: Story = {
  play: async ({ canvasElement }) => {
    await findPage(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Back to sign in' }));
    await findPage(canvasElement, 'Hi, welcome back');
    await expect(window.location.pathname).not.toBe('/login');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const All: Story = {};
