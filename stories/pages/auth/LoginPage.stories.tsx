import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '@/config';
import { accountFailureHandlers, AccountsStore, ADA_PASSWORD } from '@stories/mocks/accounts';
import { AuthStory } from './support/AuthStory';
import { authPageMeta } from './support/pageMeta';
import { signIn } from './support/steps';
import { message } from './support/messages';
import { expectFieldError, expectLocation, findPage } from './support/play';

const store = new AccountsStore();

const meta = {
  title: 'Pages/Login',
  component: AuthStory,
  args: { initialEntry: '/login' },
  ...authPageMeta(store),
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findPage(canvasElement, 'Hi, welcome back')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const SignsInAndReturnsToNext: Story = {
  args: { initialEntry: `/login?next=${encodeURIComponent('/calendar/ada?view=week')}` },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('explains why sign-in is asked', async () => {
      await findPage(canvasElement);
      await expect(canvas.getByRole('status')).toHaveTextContent(
        message('en', 'auth.login.sessionExpired'),
      );
    });
    await step('creating an account instead keeps the way back', async () => {
      await expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute(
        'href',
        `/register?next=${encodeURIComponent('/calendar/ada?view=week')}`,
      );
    });
    await step('signs in with the username, any case', async () => {
      await signIn(canvasElement, 'ADA', ADA_PASSWORD);
    });
    await step('lands on next with the session stored', async () => {
      await expectLocation(canvasElement, '/calendar/ada?view=week');
      await expect(canvas.getByTestId('session')).toHaveTextContent('ada');
      await expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^tok_/);
    });
  },
};

export const RefusesForeignNext: Story = {
  args: { initialEntry: `/login?next=${encodeURIComponent('//evil.example/phish')}` },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'ada@example.com', ADA_PASSWORD);
    await expectLocation(canvasElement, '/');
  },
};

export const WrongPasswordStaysHere: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, 'ada', 'not-her-password');
    await step('the 401 shows on the form; no redirect, no loop', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        message('en', 'errors.invalid_credentials'),
      );
      await expect(canvas.queryByTestId('location')).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      await expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    });
  },
};

export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('validation', ['login']) } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'ada', 'whatever');
    await expectFieldError(
      within(canvasElement).getByRole('textbox', { name: /Email or username/ }),
      'Use at most 254 characters.',
    );
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('rateLimited') } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'ada', 'guess-number-six');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 30 seconds.',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('serverError') } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'ada', ADA_PASSWORD);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      message('en', 'errors.internal'),
    );
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('networkError') } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'ada', ADA_PASSWORD);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      message('en', 'errors.wrong_services'),
    );
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: accountFailureHandlers('pending') } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'ada', ADA_PASSWORD);
    const button = within(canvasElement).getByRole('button', { name: /Sign in/ });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const AfterPasswordReset: Story = {
  args: { initialEntry: { pathname: '/login', state: { passwordReset: true } } },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      message('en', 'auth.login.passwordReset'),
    );
  },
};

export const SignedInUserIsSentOn: Story = {
  args: { initialEntry: `/login?next=${encodeURIComponent('/agent')}` },
  parameters: {
    preloadedState: {
      session: {
        status: 'signedIn',
        user: { ...store.seedUser(), createdAt: '2026-01-15T09:00:00.000Z' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expectLocation(canvasElement, '/agent');
  },
};

const inLocale = (locale: 'fr' | 'ro' | 'zh'): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, message(locale, 'auth.login.title'));
  },
});

export const French = inLocale('fr');
export const Romanian = inLocale('ro');
export const Chinese = inLocale('zh');
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Dark: Story = { globals: { mode: 'dark' } };
export const All: Story = {};
