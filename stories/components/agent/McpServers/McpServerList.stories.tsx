import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { McpServerList, type McpServerListProps } from '@/components/agent/McpServers';
import { wrongServices } from '@stories/mocks/apiErrors';
import {
  connectedServer,
  failingServer,
  longServer,
  unreachableServer,
} from '@stories/mocks/mcpServerFixtures';
import * as looks from '@stories/components/support/looks';
import * as states from '@stories/components/support/stateStories';

const several = [connectedServer, unreachableServer, failingServer];

const meta = {
  title: 'Components/Agent/McpServerList',
  component: McpServerList,
  decorators: [states.narrowUnlessAll(720)],
  args: { servers: several, status: 'ready', onRetry: fn(), onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof McpServerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ConnectedWithTools: Story = {
  args: { servers: [connectedServer] },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the server shows its address, masked token and tools', async () => {
      await expect(canvas.getByText('https://mcp.github.example/mcp')).toBeVisible();
      await expect(canvas.getByText('Bearer token ••••9f3a')).toBeVisible();
      await expect(canvas.getByText('Connected · 2 tools')).toBeVisible();
      await expect(canvas.getByText('search_issues').parentElement).toHaveTextContent(
        'runs at once (read-only)',
      );
      await expect(canvas.getByText('create_issue').parentElement).toHaveTextContent(
        'asks for your approval',
      );
    });
    await step('add and remove are reported to the page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a server' }));
      await expect(args.onAdd).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Remove github' }));
      await expect(args.onRemove).toHaveBeenCalledWith(connectedServer);
    });
  },
};

export const Failing: Story = {
  args: { servers: [failingServer, unreachableServer] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Failing: this address is inside Quire's own network/),
    ).toBeVisible();
    await expect(canvas.getByText('Failing: the server could not be reached.')).toBeVisible();
    await expect(canvas.getByText('Header X-Api-Key: ••••')).toBeVisible();
    await expect(canvas.queryByText(/Connected/)).toBeNull();
  },
};

export const None: Story = {
  args: { servers: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No servers yet. Add one by its Streamable HTTP address.'),
    ).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { servers: [longServer] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/12 more tools left out/)).toBeVisible();
    const remove = canvas.getByRole('button', { name: /^Remove x+$/ });
    // Long names and addresses wrap instead of pushing the remove button out of the row.
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: states.showsLoading('Loading your MCP servers'),
};

export const Slow: Story = {
  args: { status: 'loading', slowThresholdMs: 0 },
  play: states.showsLoading('Loading your MCP servers', { slow: true }),
};

export const LoadFailed: Story = {
  args: { status: 'error', error: wrongServices },
  play: states.failsWithRetry(
    'Your MCP servers could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<McpServerListProps>[] = [
  { label: 'several', props: { servers: several } },
  { label: 'long names', props: { servers: [longServer] } },
  { label: 'none', props: { servers: [] } },
  { label: 'loading', props: { status: 'loading', slowThresholdMs: states.NEVER_SLOW } },
  { label: 'error', props: { status: 'error' } },
];

export const All: Story = states.allVariants(McpServerList, variants, 2);
