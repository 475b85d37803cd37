import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList } from '@/components/agent/ConversationList';
import { conversation } from '@stories/mocks/agentFixtures';
import { wrongServices } from '@stories/mocks/apiErrors';
import * as states from '@stories/components/support/stateStories';

const three = [
  conversation('Trip to Lisbon', '2026-11-20T10:00:00.000Z'),
  conversation('Groceries for the week', '2026-11-25T08:00:00.000Z'),
  conversation('', '2026-11-24T10:00:00.000Z'),
];
const many = Array.from({ length: 40 }, (_, index) =>
  conversation(`Conversation ${index + 1}`, new Date(Date.UTC(2026, 10, 1, index)).toISOString()),
);
const long = conversation(`A conversation with a very long title ${'that goes on '.repeat(12)}`);

const meta = {
  title: 'Components/Agent/ConversationList',
  component: ConversationList,
  decorators: [
    (Story, { name }) => (
      <Box sx={{ width: name === 'All' ? undefined : 300, height: 480 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    conversations: three,
    status: 'ready',
    selectedId: three[1]!.id,
    onSelect: fn(),
    onNew: fn(),
    onRename: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('most recent first, the open one marked', async () => {
      const rows = canvas.getAllByRole('button', { name: /Nov/ });
      await expect(rows[0]).toHaveTextContent('Groceries for the week');
      await expect(rows[1]).toHaveTextContent('New conversation');
      await expect(rows[0]).toHaveAttribute('aria-current', 'page');
    });
    await step('a click opens a conversation', async () => {
      await userEvent.click(canvas.getByText('Trip to Lisbon'));
      await expect(args.onSelect).toHaveBeenCalledWith(three[0]!.id);
    });
    await step('typing filters by title', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter conversations' }), 'lisb');
      await expect(canvas.queryByText('Groceries for the week')).toBeNull();
      await expect(canvas.getByText('Trip to Lisbon')).toBeVisible();
      await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
      await expect(canvas.getByText('No conversation matches “lisbzzz”.')).toBeVisible();
    });
  },
};

export const RenameAndDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('rename in place; Enter saves the trimmed title', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for “Trip to Lisbon”' }));
      await userEvent.click(await body.findByRole('menuitem', { name: 'Rename' }));
      const field = canvas.getByRole('textbox', { name: 'Conversation title' });
      await userEvent.clear(field);
      await userEvent.type(field, '  Lisbon in May {Enter}');
      await expect(args.onRename).toHaveBeenCalledWith(three[0]!.id, 'Lisbon in May');
    });
    await step('an empty title is refused', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Actions for “Groceries for the week”' }),
      );
      await userEvent.click(await body.findByRole('menuitem', { name: 'Rename' }));
      const field = canvas.getByRole('textbox', { name: 'Conversation title' });
      await userEvent.clear(field);
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Between 1 and 200 characters.')).toBeVisible();
      await expect(args.onRename).toHaveBeenCalledOnce();
      await userEvent.keyboard('{Escape}');
    });
    await step('delete reports the conversation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for “Trip to Lisbon”' }));
      await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith(three[0]);
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', conversations: [] },
  play: states.showsLoading('Loading conversations'),
};
export const Slow: Story = {
  args: { status: 'loading', conversations: [], slowThresholdMs: 0 },
  play: states.showsLoading('Loading conversations', { slow: true }),
};
export const Error: Story = {
  args: { status: 'error', conversations: [], error: wrongServices },
  play: states.failsWithRetry(
    'Your conversations could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};
export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No conversations yet.')).toBeVisible();
  },
};
export const Many: Story = { args: { conversations: many, hasMore: true, onLoadMore: fn() } };
export const LongTitle: Story = { args: { conversations: [long, ...three] } };
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };
export const Romanian: Story = { globals: { locale: 'ro' } };
export const Chinese: Story = { globals: { locale: 'zh' } };

export const All: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', height: 1 }}
    >
      <ConversationList {...args} conversations={[long, ...three]} />
      <ConversationList
        {...args}
        status="loading"
        conversations={[]}
        slowThresholdMs={states.NEVER_SLOW}
      />
      <ConversationList {...args} status="error" conversations={[]} />
    </Box>
  ),
  parameters: {
    // The grid repeats the list on purpose, so its landmarks share names; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
};
