import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  NotesWidget,
  NOTES_WIDGET_MAX,
  type NotesWidgetProps,
} from '@/components/home/NotesWidget';
import { newNoteLink, noteLink } from '@/routes/paths';
import { longNote, manyNotes, threeNotes } from '@stories/mocks/notes';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';
import * as states from '@stories/components/support/stateStories';
import * as looks from '@stories/components/support/looks';
import { wrongServices } from '@stories/mocks/apiErrors';

const meta = {
  title: 'Components/Home/NotesWidget',
  component: NotesWidget,
  decorators: [withMemoryRouter, states.narrowUnlessAll(420)],
  args: {
    kind: 'recent',
    notes: threeNotes,
    status: 'ready',
    onRetry: fn(),
    noteLink,
    notebookLink: '/digi_notebook',
    newNoteLink: newNoteLink(),
  },
} satisfies Meta<typeof NotesWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Recent: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent notes' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      threeNotes.map((note) => `/digi_notebook?note=${note.id}`),
    );
    await expect(links[0]).toHaveTextContent('Team meeting');
    await expect(links[0]).toHaveTextContent('Edited Mar 14, 2026');
  },
};

export const AtMostFive: Story = {
  args: { kind: 'pinned', notes: manyNotes(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Pinned notes' });
    await expect(within(list).getAllByRole('link')).toHaveLength(NOTES_WIDGET_MAX);
    await expect(canvas.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/digi_notebook',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', slowThresholdMs: 0 },
  play: states.showsLoading('Loading recent notes', { slow: true }),
};

export const Empty: Story = {
  args: { kind: 'pinned', notes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Pin the notes you reach for most/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New note' })).toHaveAttribute(
      'href',
      '/digi_notebook?note=new',
    );
    await expect(canvas.queryByRole('link', { name: 'See all' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: wrongServices },
  play: states.failsWithRetry(
    'Your recent notes could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};

export const LongTitle: Story = { args: { notes: [longNote, { ...threeNotes[1]!, title: '' }] } };

export const SameHeightInEveryState: Story = states.sameHeightInEveryState(NotesWidget, [
  { label: 'loading', props: { status: 'loading', slowThresholdMs: 0 } },
  { label: 'one note, with "See all"', props: { notes: threeNotes.slice(0, 1) } },
  {
    label: 'a full list',
    props: {
      notes: [
        longNote,
        ...threeNotes,
        { ...threeNotes[0]!, id: `${threeNotes[0]!.id}-5`, title: 'Fifth note' },
      ],
    },
  },
  { label: 'empty', props: { notes: [] } },
  { label: 'error', props: { status: 'error' } },
]);

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const Chinese = looks.Chinese;

const variants: states.Variant<NotesWidgetProps>[] = [
  { label: 'pinned', props: { kind: 'pinned', notes: threeNotes.slice(0, 1) } },
  { label: 'recent', props: { notes: [longNote, ...threeNotes] } },
  { label: 'loading', props: { status: 'loading', slowThresholdMs: 0 } },
  { label: 'empty pinned', props: { kind: 'pinned', notes: [] } },
  { label: 'empty recent', props: { notes: [] } },
  { label: 'error', props: { kind: 'pinned', status: 'error' } },
];

export const All: Story = states.allVariants(NotesWidget, variants, 3);
