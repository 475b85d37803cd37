import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  RecentFilesWidget,
  RECENT_FILES_MAX,
  type RecentFilesWidgetProps,
} from '@/components/home/RecentFilesWidget';
import { fileLink, PATHS } from '@/routes/paths';
import { longNameFile, mixedFiles, readyFiles, storedFile } from '@stories/mocks/files';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';
import * as states from '@stories/components/support/stateStories';
import * as looks from '@stories/components/support/looks';
import { wrongServices } from '@stories/mocks/apiErrors';

const meta = {
  title: 'Components/Home/RecentFilesWidget',
  component: RecentFilesWidget,
  decorators: [withMemoryRouter, states.narrowUnlessAll(420)],
  args: {
    files: mixedFiles().slice(0, 4),
    status: 'ready',
    onRetry: fn(),
    fileLink: (id: string) => fileLink(id),
    pageLink: PATHS.fileAssistant,
  },
} satisfies Meta<typeof RecentFilesWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Recent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recent files' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      args.files.map((file) => `/file_assistant?file=${file.id}`),
    );
    await expect(links[0]).toHaveTextContent('Queued');
    await expect(links[1]).toHaveTextContent('Indexing 45%');
    await expect(canvas.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/file_assistant',
    );
  },
};

export const AtMostFive: Story = {
  args: { files: Array.from({ length: 9 }, (_, i) => storedFile(i + 20)) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent files' });
    await expect(within(list).getAllByRole('link')).toHaveLength(RECENT_FILES_MAX);
  },
};

export const Loading: Story = {
  args: { status: 'loading', slowThresholdMs: 0 },
  play: states.showsLoading('Loading recent files', { slow: true }),
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Upload documents to ask questions/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload files' })).toHaveAttribute(
      'href',
      '/file_assistant',
    );
  },
};

export const Failed: Story = {
  args: { status: 'error', error: wrongServices },
  play: states.failsWithRetry(
    'Your recent files could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};

export const LongName: Story = { args: { files: [longNameFile, ...readyFiles()] } };

export const SameHeightInEveryState: Story = states.sameHeightInEveryState(RecentFilesWidget, [
  { label: 'loading', props: { status: 'loading', slowThresholdMs: 0 } },
  { label: 'one file, with "See all"', props: { files: readyFiles().slice(0, 1) } },
  { label: 'a full list', props: { files: [longNameFile, ...mixedFiles()] } },
  { label: 'empty', props: { files: [] } },
  { label: 'error', props: { status: 'error' } },
]);

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<RecentFilesWidgetProps>[] = [
  { label: 'recent', props: { files: [longNameFile, ...mixedFiles()] } },
  { label: 'loading', props: { status: 'loading', slowThresholdMs: 0 } },
  { label: 'empty', props: { files: [] } },
  { label: 'error', props: { status: 'error' } },
];

export const All: Story = states.allVariants(RecentFilesWidget, variants, 2);
