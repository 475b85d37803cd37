import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkedFrom } from '@/components/notes/NoteLinks';
import * as looks from '@stories/components/support/looks';
import {
  allVariants,
  failsWithRetry,
  narrowUnlessAll,
  NEVER_SLOW,
  showsLoading,
} from '@stories/components/support/stateStories';
import { backlinks, manyBacklinks, openNoteTitle } from './linkFixtures';

const ready = { status: 'ready' as const, onRetry: fn() };

const meta = {
  title: 'Components/Notes/LinkedFrom',
  component: LinkedFrom,
  args: {
    query: ready,
    items: backlinks,
    title: openNoteTitle,
    hasMore: false,
    onOpen: fn(),
  },
  decorators: [narrowUnlessAll(520)],
} satisfies Meta<typeof LinkedFrom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Linked from' });
    await step('each note shows the text around its link, the open note in bold', async () => {
      const first = within(section).getByRole('link', { name: /Summer plans/ });
      await expect(first).toHaveTextContent('…Book the flights before May, then see Trip to Porto');
      await expect(within(first).getByText(openNoteTitle).tagName).toBe('STRONG');
      await expect(first).toHaveAttribute('href', `/digi_notebook?note=${backlinks[0]!.noteId}`);
    });
    await step('choosing one opens it in the notebook', async () => {
      await userEvent.click(within(section).getByRole('link', { name: /Packing list/ }));
      await expect(args.onOpen).toHaveBeenCalledWith(backlinks[1]!.noteId);
    });
  },
};

export const Loading: Story = {
  args: { query: { status: 'loading', onRetry: fn() }, slowThresholdMs: 0 },
  play: showsLoading('Loading the notes that link here', { slow: true }),
};
export const Error: Story = {
  args: {
    query: { status: 'error', error: { status: 503, code: 'unavailable' }, onRetry: fn() },
  },
  play: async (context) =>
    failsWithRetry('The notes that link here could not be loaded.')({
      ...context,
      args: context.args.query,
    }),
};
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No note links here yet/)).toBeVisible();
  },
};
export const Many: Story = {
  args: { items: manyBacklinks, hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(manyBacklinks.length);
    await expect(canvas.getByText(/More notes link here than are listed/)).toBeVisible();
  },
};
export const LongTitles: Story = {
  args: { items: manyBacklinks.slice(0, 4), title: manyBacklinks[0]!.title },
};
export const Untitled: Story = {
  args: { items: [{ ...backlinks[0]!, title: '' }], title: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Untitled/ })).toBeVisible();
  },
};
export const Dark: Story = looks.Dark;
export const RightToLeft: Story = looks.RightToLeft;
export const French: Story = looks.French;
export const Chinese: Story = looks.Chinese;

export const All: Story = allVariants(
  LinkedFrom,
  [
    { label: 'ready', props: {} },
    {
      label: 'loading',
      props: { query: { status: 'loading', onRetry: fn() }, slowThresholdMs: NEVER_SLOW },
    },
    {
      label: 'error',
      props: { query: { status: 'error', error: { status: 503 }, onRetry: fn() } },
    },
    { label: 'empty', props: { items: [] } },
    { label: 'long', props: { items: manyBacklinks.slice(0, 3), hasMore: true } },
  ],
  2,
);
