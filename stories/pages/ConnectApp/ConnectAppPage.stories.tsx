import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '@/config';
import { ConnectAppPage } from '@/pages/ConnectApp/ConnectAppPage';
import { AccountsStore, ADA_PASSWORD, adaUser } from '@stories/mocks/accounts';
import { oauthHandlers } from '@stories/mocks/mcpOAuth';
import {
  CLAUDE_REQUEST,
  consentErrorHandlers,
  consentLoadingHandlers,
  LONG_NAME_REQUEST,
  oauthStore,
} from '@stories/mocks/mcpOAuthFixtures';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

const accounts = new AccountsStore();
const store = oauthStore();

/** The page at `parameters.consentPath`, as `/oauth/authorize` sends the browser to it. */
const withConsentAddress: Decorator = (Story, { parameters }) => (
  <StoryRouter
    initialPath={parameters.consentPath as string}
    routes={[{ path: '*', element: <Story /> }]}
  />
);

const at = (search: string) => `/connect_app?${search}`;

const meta = {
  title: 'Pages/Connect app',
  component: ConnectAppPage,
  decorators: [withConsentAddress],
  // The consent routes need Ada's session, as the server's do.
  beforeEach: () => {
    accounts.restore();
    store.restore();
    const session = accounts.login(adaUser.email, ADA_PASSWORD);
    if (session) window.localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
    return () => window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
  args: { leave: fn() },
  parameters: {
    layout: 'padded',
    consentPath: at(`request=${CLAUDE_REQUEST.id}`),
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: { handlers: oauthHandlers(accounts, store) },
  },
} satisfies Meta<typeof ConnectAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Allow: Story = {
  play: async ({ args, step }) => {
    await step('the request is shown in words', async () => {
      await expect(
        await body().findByRole('heading', { name: 'Allow Claude to use your Quire?' }),
      ).toBeVisible();
    });
    await step('allowing sends the browser back to the app with a code and its state', async () => {
      await userEvent.click(body().getByRole('button', { name: 'Allow' }));
      await waitFor(() => expect(args.leave).toHaveBeenCalledOnce());
      const back = new URL(leftFor(args.leave));
      await expect(back.origin + back.pathname).toBe(CLAUDE_REQUEST.redirectUri);
      await expect(back.searchParams.get('code')).toBeTruthy();
      await expect(back.searchParams.get('state')).toBe('st-1');
    });
  },
};

export const Deny: Story = {
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(args.leave).toHaveBeenCalledOnce());
    await expect(new URL(leftFor(args.leave)).searchParams.get('error')).toBe('access_denied');
  },
};

export const LongNames: Story = {
  parameters: { consentPath: at(`request=${LONG_NAME_REQUEST.id}`) },
  play: async () => {
    await expect(await body().findByRole('heading', { name: /Research assistant/ })).toBeVisible();
  },
};

/** An answered or expired request: nothing left to decide, and no way to send anything. */
export const Expired: Story = {
  parameters: { consentPath: at('request=3f1e5c7a-8b2d-4e6f-9a1b-2c3d4e5f6a7b') },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'It has expired or was already answered.',
    );
    await expect(body().queryByRole('button', { name: 'Allow' })).toBeNull();
  },
};

export const UnknownClient: Story = {
  parameters: { consentPath: at('error=unknown_client') },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'The app is not registered with this Quire.',
    );
  },
};

export const Incomplete: Story = {
  parameters: { consentPath: '/connect_app' },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent('The link is incomplete.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: consentLoadingHandlers } },
  play: async () => {
    await expect(
      await body().findByRole('progressbar', { name: 'Loading the app’s request' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: consentErrorHandlers } },
  play: async () => {
    const alert = await body().findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The app’s request could not be loaded.');
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };

/** The request in the user's language, the app's name as the app gave it. */
const inLocale = (locale: 'ro' | 'zh', title: string): Story => ({
  globals: { locale },
  play: async () => {
    await expect(await body().findByRole('heading', { name: title })).toBeVisible();
  },
});

export const Romanian = inLocale('ro', 'Permiți aplicației Claude să folosească Quire-ul tău?');
export const Chinese = inLocale('zh', '允许 Claude 使用你的 Quire？');

/** The one address the page was asked to leave for. */
function leftFor(leave: unknown): string {
  return String((leave as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]);
}
