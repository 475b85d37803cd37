import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCESS_TOKEN_PATHS } from '@/api/schema';
import { TOKEN_STORAGE_KEY } from '@/config';
import { ConnectedAppsPage } from '@/pages/ConnectedApps/ConnectedAppsPage';
import { AccountsStore, ADA_PASSWORD, adaUser } from '@stories/mocks/accounts';
import { accessTokenHandlers } from '@stories/mocks/accessTokens';
import {
  accessTokensErrorHandlers,
  accessTokensLoadingHandlers,
  FULL_TOKENS,
  tokensStore,
} from '@stories/mocks/accessTokenFixtures';
import { apiUrl, errorFrom } from '@stories/mocks/http';
import { oauthHandlers } from '@stories/mocks/mcpOAuth';
import { oauthStore, SEVERAL_GRANTS } from '@stories/mocks/mcpOAuthFixtures';

const accounts = new AccountsStore();
const several = tokensStore();
const full = tokensStore(FULL_TOKENS);
const none = tokensStore([]);
const grants = oauthStore({ grants: SEVERAL_GRANTS });
const noGrants = oauthStore({});
/** The tokens from `tokens`, the apps allowed through OAuth from `allowed`. */
const handlers = (tokens = several, allowed = grants) => [
  ...accessTokenHandlers(accounts, tokens),
  ...oauthHandlers(accounts, allowed),
];

const meta = {
  title: 'Pages/Connected apps',
  component: ConnectedAppsPage,
  // The token routes need Ada's session, as the server's do.
  beforeEach: () => {
    accounts.restore();
    [several, full, none].forEach((store) => store.restore());
    [grants, noGrants].forEach((store) => store.restore());
    const session = accounts.login(adaUser.email, ADA_PASSWORD);
    if (session) window.localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
    return () => window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
  parameters: {
    layout: 'padded',
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof ConnectedAppsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const live = () => body().getByRole('region', { name: 'Active tokens' });

async function fillForm(name: string, scopes: string[]) {
  await userEvent.click(await body().findByRole('button', { name: 'Create token' }));
  const dialog = within(await body().findByRole('dialog', { name: 'Create a token' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), name);
  for (const scope of scopes) await userEvent.click(dialog.getByRole('checkbox', { name: scope }));
  await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
}

export const Several: Story = {
  play: async () => {
    await expect(await body().findByText('Claude Desktop')).toBeVisible();
    await expect(body().getByRole('region', { name: 'Revoked tokens' })).toHaveTextContent(
      'Old laptop',
    );
  },
};

export const CreateAndCopy: Story = {
  parameters: { msw: { handlers: handlers(none) } },
  play: async ({ step }) => {
    await step('a name and scopes make a token', async () => {
      await body().findByText(/No app is connected yet/);
      await fillForm('Cursor', ['Read notes', 'Ask your files']);
    });
    await step('its secret is shown once, with a warning', async () => {
      const dialog = within(await body().findByRole('dialog', { name: 'Token created' }));
      const field = dialog.getByRole('textbox', { name: 'Token for Cursor' });
      await expect((field as HTMLInputElement).value).toMatch(/^quire_pat_/);
      await expect(dialog.getByText(/Quire will never show it again/)).toBeVisible();
      const writeText = fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await userEvent.click(dialog.getByRole('button', { name: 'Copy token' }));
      await expect(writeText).toHaveBeenCalledWith((field as HTMLInputElement).value);
      await userEvent.click(dialog.getByRole('button', { name: 'I have copied it' }));
    });
    await step(
      'the list shows it, never used; opening the dialog again shows no secret',
      async () => {
        await waitFor(() => expect(live()).toHaveTextContent(/Cursor.*Read notes.*never used/));
        await userEvent.click(body().getByRole('button', { name: 'Create token' }));
        await expect(await body().findByRole('dialog', { name: 'Create a token' })).toBeVisible();
        await expect(body().queryByText(/quire_pat_/)).toBeNull();
      },
    );
  },
};

export const Revoke: Story = {
  play: async ({ step }) => {
    await step('revoking asks first', async () => {
      await userEvent.click(await body().findByRole('button', { name: 'Revoke Claude Desktop' }));
      const confirm = within(
        await body().findByRole('dialog', { name: 'Revoke “Claude Desktop”?' }),
      );
      await expect(confirm.getByText(/loses access at once/)).toBeVisible();
      await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    });
    await step(
      'the token leaves the live list for the revoked one, and the page says so',
      async () => {
        await expect(await body().findByText('Token revoked')).toBeVisible();
        await waitFor(() => expect(live()).not.toHaveTextContent('Claude Desktop'));
        await expect(body().getByRole('region', { name: 'Revoked tokens' })).toHaveTextContent(
          'Claude Desktop',
        );
      },
    );
  },
};

/** The server fails the revoke: the token stays live, and the page says so in the user's words. */
export const RevokeFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete(apiUrl(ACCESS_TOKEN_PATHS.revoke), () => errorFrom('internal', 'Internal')),
        ...handlers(),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Revoke VS Code' }));
    const confirm = within(await body().findByRole('dialog', { name: 'Revoke “VS Code”?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await expect(
      await body().findByText('Something went wrong on our side. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(live()).toHaveTextContent('VS Code');
    await expect(body().queryByText('Token revoked')).toBeNull();
  },
};

export const RevokeCancelled: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Revoke VS Code' }));
    const confirm = within(await body().findByRole('dialog', { name: 'Revoke “VS Code”?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(live()).toHaveTextContent('VS Code');
  },
};

/** The server holds 50 live tokens for Ada: the 51st is refused, in the user's words. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: handlers(full) } },
  play: async () => {
    await body().findByText('Client 50');
    await fillForm('One too many', ['Read files']);
    const dialog = within(body().getByRole('dialog', { name: 'Create a token' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You already have 50 active tokens, the most one account may hold. Revoke one you no longer use, then create this one.',
    );
  },
};

export const None: Story = {
  parameters: { msw: { handlers: handlers(none, noGrants) } },
  play: async () => {
    await expect(await body().findByText(/No app is connected yet/)).toBeVisible();
    await expect(await body().findByText(/No app has been allowed yet/)).toBeVisible();
  },
};

/** An app allowed through OAuth is listed under the tokens and revoked the same way. */
export const RevokeAllowedApp: Story = {
  play: async ({ step }) => {
    const allowed = () => body().getByRole('region', { name: 'Allowed apps' });
    await step('the allowed app shows its scopes, when it was allowed and last used', async () => {
      await body().findByText('Claude');
      await expect(allowed()).toHaveTextContent(
        /Claude.*Read notes.*Read calendar.*Ask your files.*Allowed Feb 26, 2026 · last used Mar 1, 2026/,
      );
      await expect(body().getByRole('region', { name: 'Revoked apps' })).toHaveTextContent(
        'ChatGPT',
      );
    });
    await step('revoking asks first, then moves it to the revoked apps', async () => {
      await userEvent.click(body().getByRole('button', { name: 'Revoke Claude' }));
      const confirm = within(await body().findByRole('dialog', { name: 'Revoke “Claude”?' }));
      await expect(confirm.getByText(/Claude loses access at once/)).toBeVisible();
      await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
      await expect(await body().findByText('App revoked')).toBeVisible();
      await waitFor(() => expect(allowed()).not.toHaveTextContent('Claude'));
      await expect(body().getByRole('region', { name: 'Revoked apps' })).toHaveTextContent(
        'Claude',
      );
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...accessTokensLoadingHandlers, ...handlers()] } },
  play: async () => {
    await expect(
      await body().findByRole('progressbar', { name: 'Loading your tokens' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [...accessTokensErrorHandlers, ...handlers()] } },
  play: async () => {
    const alert = await body().findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Your tokens could not be loaded.');
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };
