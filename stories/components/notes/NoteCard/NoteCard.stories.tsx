import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoteCard } from '@/components/notes/NoteCard';
import { archivedNote, longNote, makeNote, threeNotes, trashedNote } from '@stories/mocks/notes';
import { highlightFor } from '@stories/mocks/searchRules';

const [meeting, groceries] = threeNotes as [(typeof threeNotes)[0], (typeof threeNotes)[0]];

const deepMatch = makeNote(7, {
  title: 'Sunday cooking',
  plainText: `${'Soak the rice, chop the onions and warm the stock slowly. '.repeat(5)}Then stir in the saffron threads and a little butter.`,
});
const marksIn = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark')).map((mark) => mark.textContent);

const meta = {
  title: 'Components/Notes/NoteCard',
  component: NoteCard,
  args: { note: meeting, view: 'grid', onOpen: fn(), onAction: fn(), busy: false },
  argTypes: { view: { control: 'inline-radio', options: ['grid', 'list'] } },
  decorators: [
    (Story, { args }) => (
      <Box
        sx={{
          inlineSize: args.view === 'list' ? 720 : 280,
          blockSize: args.view === 'list' ? 112 : 212,
        }}
      >
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof NoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('title, plain-text preview and tags show; the colour tints the card', async () => {
      await expect(canvas.getByRole('heading', { name: 'Team meeting' })).toBeVisible();
      await expect(canvas.getByText(/Budget for the spring launch/)).toBeVisible();
      await expect(canvas.getByText('meetings')).toBeVisible();
    });
    await step('the body opens the note', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Team meeting' }));
      await expect(args.onOpen).toHaveBeenCalledWith(meeting);
    });
    await step('a pinned note offers unpin, archive and trash; none of them opens it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Unpin: Team meeting' }));
      await expect(args.onAction).toHaveBeenLastCalledWith(meeting, 'unpin');
      await userEvent.click(canvas.getByRole('button', { name: 'Archive: Team meeting' }));
      await expect(args.onAction).toHaveBeenLastCalledWith(meeting, 'archive');
      await userEvent.click(canvas.getByRole('button', { name: 'Move to trash: Team meeting' }));
      await expect(args.onAction).toHaveBeenLastCalledWith(meeting, 'trash');
      await expect(args.onOpen).toHaveBeenCalledTimes(1);
    });
  },
};

export const Plain: Story = { args: { note: groceries } };
export const Archived: Story = {
  args: { note: archivedNote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Unarchive: Old project ideas' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pin/ })).toBeNull();
  },
};
export const Trashed: Story = {
  args: { note: trashedNote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore: Draft to throw away' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(trashedNote, 'restore');
    await expect(
      canvas.getByRole('button', { name: 'Delete forever: Draft to throw away' }),
    ).toBeVisible();
  },
};
export const Untitled: Story = {
  args: { note: makeNote(9, { title: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Untitled' })).toBeVisible();
  },
};
export const LongText: Story = { args: { note: longNote } };
export const ListView: Story = { args: { view: 'list', note: longNote } };
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Archive: Team meeting' }),
    ).toBeDisabled();
  },
};
export const Highlighted: Story = {
  args: { note: deepMatch, highlight: highlightFor(deepMatch, 'sund saff') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(marksIn(canvas.getByRole('heading'))).toEqual(['Sunday']);
    // The body shows the part around the match, not the start of the note.
    const snippet = canvas.getByText('saffron').parentElement!;
    await expect(snippet).toHaveTextContent(/saffron threads/);
    await expect(snippet.textContent?.startsWith('…')).toBe(true);
    await expect(marksIn(snippet)).toEqual(['saffron']);
  },
};
export const HighlightedStaleTitle: Story = {
  args: {
    note: { ...deepMatch, title: 'Renamed since the search' },
    highlight: highlightFor(deepMatch, 'sund'),
  },
  play: async ({ canvasElement }) => {
    // Marks made for the old title would land on the wrong letters: the title shows plain.
    await expect(marksIn(within(canvasElement).getByRole('heading'))).toEqual([]);
  },
};
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  decorators: [(Story) => <Box>{Story()}</Box>],
  render: () => (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 260px)', gridAutoRows: 212 }}
    >
      {[...threeNotes, archivedNote, trashedNote, longNote].map((note) => (
        <NoteCard key={note.id} note={note} onOpen={() => undefined} onAction={() => undefined} />
      ))}
      <NoteCard
        note={deepMatch}
        highlight={highlightFor(deepMatch, 'sund saff')}
        onOpen={() => undefined}
        onAction={() => undefined}
      />
      <Box sx={{ gridColumn: '1 / -1', blockSize: 112 }}>
        <NoteCard
          note={groceries}
          view="list"
          onOpen={() => undefined}
          onAction={() => undefined}
        />
      </Box>
    </Box>
  ),
};
