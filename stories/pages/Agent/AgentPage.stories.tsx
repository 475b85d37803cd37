import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentPage } from '@/pages/Agent/AgentPage';
import { conversationLink, PATHS } from '@/routes/paths';
import { adaUser } from '@stories/mocks/accountFixtures';
import {
  agentErrorHandlers,
  agentHandlers,
  agentLoadingHandlers,
  AgentStore,
  conversation,
  sampleThread,
} from '@stories/mocks/agent';
import { withNotebookRouter } from '@stories/pages/Notebook/notebookRouter';

const groceries = conversation('Groceries and the lease', '2026-11-25T09:00:00.000Z');
const older = conversation('Trip to Lisbon', '2026-11-20T09:00:00.000Z');
const seeded = () =>
  new AgentStore([
    { conversation: groceries, messages: sampleThread() },
    { conversation: older, messages: [] },
  ]);

const meta = {
  title: 'Pages/Agent',
  component: AgentPage,
  decorators: [withNotebookRouter],
  parameters: {
    layout: 'fullscreen',
    notebookPath: conversationLink(groceries.id),
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: { handlers: agentHandlers(seeded()) },
  },
} satisfies Meta<typeof AgentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the deep-linked conversation opens with its thread', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Groceries and the lease' }),
      ).toBeVisible();
      await expect(await canvas.findByText('Note “Buy milk” created.')).toBeVisible();
    });
    await step('a question streams an answer that cites a note', async () => {
      const box = canvas.getByRole('textbox', { name: 'Message the agent' });
      await userEvent.type(box, 'What do I need to buy?{Enter}');
      await waitFor(() => expect(box).toHaveValue(''));
      const log = canvas.getByRole('log');
      await waitFor(() => expect(within(log).getAllByRole('table').length).toBeGreaterThan(1), {
        timeout: 8000,
      });
      await waitFor(
        () => expect(canvas.queryByRole('button', { name: 'Stop answering' })).toBeNull(),
        {
          timeout: 8000,
        },
      );
    });
  },
};

export const Welcome: Story = {
  parameters: { notebookPath: PATHS.agent, msw: { handlers: agentHandlers(new AgentStore()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No conversations yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '/note Buy milk' }));
    await expect(canvas.getByRole('textbox', { name: 'Message the agent' })).toHaveValue(
      '/note Buy milk',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: agentLoadingHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading conversations' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: agentErrorHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Your conversations could not be loaded.',
        {},
        { timeout: 20000 },
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };
export const Romanian: Story = { globals: { locale: 'ro' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
