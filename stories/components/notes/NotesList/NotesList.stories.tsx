import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotesList, type NotesListProps } from '@/components/notes/NotesList';
import { wrongServices } from '@stories/mocks/apiErrors';
import { archivedNote, longNote, manyNotes, threeNotes, trashedNote } from '@stories/mocks/notes';
import * as states from '@stories/components/support/stateStories';

const thousands = manyNotes(5000);

/** Pages through `all` 50 at a time, as the page does through the API. */
function Paged(props: NotesListProps & { all: typeof thousands }) {
  const { all, onLoadMore, ...rest } = props;
  const [count, setCount] = useState(50);
  return (
    <NotesList
      {...rest}
      notes={all.slice(0, count)}
      hasMore={count < all.length}
      onLoadMore={() => {
        onLoadMore();
        setCount((current) => current + 50);
      }}
    />
  );
}

const meta = {
  title: 'Components/Notes/NotesList',
  component: NotesList,
  args: {
    notes: threeNotes,
    view: 'grid',
    status: 'ready',
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onAction: fn(),
    filter: 'all',
    height: 560,
  },
  argTypes: { view: { control: 'inline-radio', options: ['grid', 'list'] } },
} satisfies Meta<typeof NotesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(list).getByRole('button', { name: 'Groceries' }));
    await expect(args.onOpen).toHaveBeenCalledWith(threeNotes[1]);
  },
};

export const ListView: Story = { args: { view: 'list', notes: [...threeNotes, longNote] } };
export const Loading: Story = {
  args: { status: 'loading', notes: [] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a skeleton shows at once', async () => {
      await expect(canvas.getByRole('progressbar', { name: 'Loading notes' })).toBeVisible();
      await expect(canvas.queryByText(/still loading/i)).toBeNull();
    });
    await step('after 3 s a hint says the answer is still coming', async () => {
      await expect(await canvas.findByText(/still loading/i, {}, { timeout: 5000 })).toBeVisible();
    });
  },
};
export const Slow: Story = {
  args: { status: 'loading', notes: [], slowThresholdMs: 0 },
  play: states.showsLoading('Loading notes', { slow: true }),
};
export const Error: Story = {
  args: { status: 'error', notes: [], error: wrongServices },
  play: states.failsWithRetry(
    'Your notes could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};
export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No notes yet' }),
    ).toBeVisible();
  },
};
export const EmptyTrash: Story = { args: { notes: [], filter: 'trash' } };
export const EmptyArchive: Story = { args: { notes: [], filter: 'archived' } };
export const EmptyPinned: Story = { args: { notes: [], filter: 'pinned' } };
export const NoSearchResults: Story = {
  args: { notes: [], query: 'zebra' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nothing matches “zebra”' }),
    ).toBeVisible();
  },
};
export const NoTaggedNotes: Story = { args: { notes: [], tag: 'work' } };
export const ArchiveAndTrash: Story = { args: { notes: [archivedNote, trashedNote] } };

export const FiveThousandNotes: Story = {
  render: (args) => <Paged {...args} all={thousands} />,
  play: async ({ canvasElement, args, step }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Notes' });
    await step('only the cards in view are in the DOM', async () => {
      const rendered = within(list).getAllByRole('listitem').length;
      await expect(rendered).toBeGreaterThan(3);
      await expect(rendered).toBeLessThan(60);
    });
    await step('scrolling near the end asks for the next page', async () => {
      const scroller = list.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
      await waitFor(() =>
        expect(within(list).getByRole('button', { name: 'Draft #51' })).toBeInTheDocument(),
      );
    });
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { view: 'list' } };

export const All: Story = {
  args: { notes: [...threeNotes, longNote, archivedNote, trashedNote], height: 480 },
};
