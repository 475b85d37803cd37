import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentCard, type ConsentCardProps } from '@/components/connectedApps/ConsentCard';
import { wrongServices } from '@stories/mocks/apiErrors';
import {
  CLAUDE_REQUEST,
  EVERY_SCOPE_REQUEST,
  LONG_NAME_REQUEST,
  shown,
} from '@stories/mocks/mcpOAuthFixtures';
import * as looks from '@stories/components/support/looks';
import * as states from '@stories/components/support/stateStories';

const claude = shown(CLAUDE_REQUEST);

const meta = {
  title: 'Components/ConnectedApps/ConsentCard',
  component: ConsentCard,
  decorators: [states.narrowUnlessAll(600)],
  args: {
    request: claude,
    status: 'ready',
    onRetry: fn(),
    onDecide: fn(async () => undefined),
  },
} satisfies Meta<typeof ConsentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvas = (element: HTMLElement) => within(element);

export const Playground: Story = {};

export const Scopes: Story = {
  play: async ({ args, canvasElement, step }) => {
    const view = canvas(canvasElement);
    await step('names the app, where the answer goes, and each permission in words', async () => {
      await expect(
        view.getByRole('heading', { name: 'Allow Claude to use your Quire?' }),
      ).toBeVisible();
      await expect(view.getByText('claude.ai')).toBeVisible();
      const asked = view.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
      await expect(asked).toEqual(['Read notes', 'Read calendar', 'Ask your files']);
    });
    await step('allowing sends the permissions kept', async () => {
      await userEvent.click(view.getByRole('checkbox', { name: 'Read calendar' }));
      await userEvent.click(view.getByRole('button', { name: 'Allow' }));
      await expect(args.onDecide).toHaveBeenCalledWith({
        allow: true,
        scopes: ['notes:read', 'ask'],
      });
      await expect(await view.findByRole('status')).toHaveTextContent(
        'Taking you back to claude.ai…',
      );
    });
  },
};

export const NoneKept: Story = {
  play: async ({ canvasElement }) => {
    const view = canvas(canvasElement);
    for (const name of ['Read notes', 'Read calendar', 'Ask your files'])
      await userEvent.click(view.getByRole('checkbox', { name }));
    await expect(view.getByText('Keep at least one permission, or deny.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Allow' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Deny' })).toBeEnabled();
  },
};

export const Deny: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Deny' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ allow: false });
  },
};

export const DecisionFails: Story = {
  args: { onDecide: fn(async () => Promise.reject(wrongServices)) },
  play: async ({ canvasElement }) => {
    const view = canvas(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Allow' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'We cannot reach Quire right now.',
    );
    // Nothing was decided: both answers stay offered.
    await waitFor(() => expect(view.getByRole('button', { name: 'Allow' })).toBeEnabled());
  },
};

export const EveryScope: Story = {
  args: { request: shown(EVERY_SCOPE_REQUEST) },
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getAllByRole('checkbox')).toHaveLength(6);
    await expect(canvas(canvasElement).getByText('127.0.0.1:33418')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { request: shown(LONG_NAME_REQUEST) },
  play: async ({ canvasElement }) => {
    const heading = canvas(canvasElement).getByRole('heading');
    // The name wraps inside the card instead of widening it.
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', request: undefined },
  play: states.showsLoading('Loading the app’s request'),
};

export const Failed: Story = {
  args: { status: 'error', error: wrongServices, request: undefined },
  play: states.failsWithRetry(
    'The app’s request could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};

export const Expired: Story = {
  args: { problem: 'expired', request: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getByRole('alert')).toHaveTextContent(
      /cannot be answered.*expired or was already answered/,
    );
    await expect(canvas(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const UnknownClient: Story = {
  args: { problem: 'unknown_client', request: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getByRole('alert')).toHaveTextContent(
      'The app is not registered with this Quire.',
    );
  },
};

export const BadRedirect: Story = {
  args: { problem: 'bad_redirect', request: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getByRole('alert')).toHaveTextContent('never registered');
  },
};

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<ConsentCardProps>[] = [
  { label: 'scopes', props: { request: claude } },
  { label: 'long names', props: { request: shown(LONG_NAME_REQUEST) } },
  { label: 'expired', props: { problem: 'expired', request: undefined } },
  {
    label: 'loading',
    props: { status: 'loading', request: undefined, slowThresholdMs: states.NEVER_SLOW },
  },
  { label: 'error', props: { status: 'error', request: undefined } },
];

export const All: Story = states.allVariants(ConsentCard, variants, 2);
