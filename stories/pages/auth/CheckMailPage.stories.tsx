import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longAccount } from '@stories/mocks/accounts';
import { AuthStory } from './support/AuthStory';
import { authPageMeta } from './support/pageMeta';
import { message } from './support/messages';
import { findPage } from './support/play';

const meta = {
  title: 'Pages/Check mail',
  component: AuthStory,
  args: { initialEntry: { pathname: '/check-mail', state: { email: 'ada@example.com' } } },
  ...authPageMeta(),
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAddress: Story = {
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Check your email');
    await expect(canvasElement).toHaveTextContent('If an account uses ada@example.com');
  },
};

/** After a reload the address is gone from history state; the page still reads right. */
export const WithoutAddress: Story = {
  args: { initialEntry: '/check-mail' },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Check your email');
    await expect(canvasElement).toHaveTextContent(message('en', 'auth.checkMail.body'));
  },
};

/** History state can hold anything; an invalid address is not shown. */
export const InvalidStateIgnored: Story = {
  args: { initialEntry: { pathname: '/check-mail', state: { email: '<script>' } } },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Check your email');
    await expect(canvasElement).not.toHaveTextContent('<script>');
  },
};

export const LongAddress: Story = {
  args: { initialEntry: { pathname: '/check-mail', state: { email: longAccount.email } } },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByText(longAccount.email)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, message('zh', 'auth.checkMail.title'));
  },
};
export const Dark: Story = { globals: { mode: 'dark' } };
export const All: Story = {};
