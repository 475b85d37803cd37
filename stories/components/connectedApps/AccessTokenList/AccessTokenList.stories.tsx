import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AccessTokenList,
  type AccessTokenListProps,
} from '@/components/connectedApps/AccessTokenList';
import { adaUser } from '@stories/mocks/accountFixtures';
import { LONG_NAME_TOKENS, SEVERAL_TOKENS, tokensStore } from '@stories/mocks/accessTokenFixtures';
import { wrongServices } from '@stories/mocks/apiErrors';
import * as looks from '@stories/components/support/looks';
import * as states from '@stories/components/support/stateStories';

/** The tokens as the server lists them: live first, newest first, no owner field. */
const listed = (seed = SEVERAL_TOKENS) => tokensStore(seed).list(adaUser.id);
const several = listed();
const revokedOnly = listed(SEVERAL_TOKENS.filter((token) => token.revokedAt));

const meta = {
  title: 'Components/ConnectedApps/AccessTokenList',
  component: AccessTokenList,
  decorators: [states.narrowUnlessAll(720)],
  args: { tokens: several, status: 'ready', onRetry: fn(), onRevoke: fn() },
} satisfies Meta<typeof AccessTokenList>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

export const Playground: Story = {};

export const Several: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('live tokens show their scopes, creation and last use', async () => {
      const live = section(canvasElement, 'Active tokens');
      await expect(live).toHaveTextContent(
        /Claude Desktop.*Read notes.*Write notes.*Ask your files/,
      );
      await expect(live).toHaveTextContent(/Created Feb 20, 2026 · last used Mar 1, 2026/);
      await expect(live).toHaveTextContent(/VS Code.*never used/);
    });
    await step('revoked tokens sit apart, with no revoke button', async () => {
      const revoked = section(canvasElement, 'Revoked tokens');
      await expect(revoked).toHaveTextContent(/Old laptop.*revoked Feb 15, 2026/);
      await expect(within(revoked).queryByRole('button')).toBeNull();
    });
    await step('revoke asks the page about that token', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke VS Code' }));
      await expect(args.onRevoke).toHaveBeenCalledWith(
        several.find((token) => token.name === 'VS Code'),
      );
    });
  },
};

export const None: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No app is connected yet. Create a token to connect one.'),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Revoked tokens' }),
    ).toBeNull();
  },
};

export const OnlyRevoked: Story = {
  args: { tokens: revokedOnly },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Active tokens')).toHaveTextContent(
      'No app is connected yet.',
    );
    await expect(section(canvasElement, 'Revoked tokens')).toHaveTextContent('Old laptop');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: states.showsLoading('Loading your tokens'),
};

export const Slow: Story = {
  args: { status: 'loading', slowThresholdMs: 0 },
  play: states.showsLoading('Loading your tokens', { slow: true }),
};

export const Failed: Story = {
  args: { status: 'error', error: wrongServices },
  play: states.failsWithRetry(
    'Your tokens could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};

export const LongNames: Story = {
  args: { tokens: listed(LONG_NAME_TOKENS) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Revoke Claude Desktop/ });
    // The name wraps instead of pushing the revoke button out of the row.
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<AccessTokenListProps>[] = [
  { label: 'several', props: { tokens: several } },
  { label: 'long names', props: { tokens: listed(LONG_NAME_TOKENS) } },
  { label: 'none', props: { tokens: [] } },
  // The slow hint has its own story; a screenshot must not depend on how fast the machine is.
  { label: 'loading', props: { status: 'loading', slowThresholdMs: states.NEVER_SLOW } },
  { label: 'error', props: { status: 'error' } },
];

export const All: Story = states.allVariants(AccessTokenList, variants, 2);
