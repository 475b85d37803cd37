import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  RecentFilesWidget,
  RECENT_FILES_MAX,
  type RecentFilesWidgetProps,
} from '@/components/RecentFilesWidget';
import { fileLink, PATHS } from '@/routes/paths';
import { longNameFile, mixedFiles, readyFiles, storedFile } from '@stories/mocks/files';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/RecentFilesWidget',
  component: RecentFilesWidget,
  decorators: [
    withMemoryRouter,
    (Story, { name }) => (
      <Box sx={{ maxWidth: name === 'All' ? undefined : 420 }}>
        <Story />
      </Box>
    ),
  ],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading recent files' })).toBeVisible();
    await expect(await canvas.findByText(/Still loading/)).toBeVisible();
  },
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
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your recent files could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongName: Story = { args: { files: [longNameFile, ...readyFiles()] } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { globals: { locale: 'fr' } };

export const Romanian: Story = { globals: { locale: 'ro' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

const variants: { label: string; props: Partial<RecentFilesWidgetProps> }[] = [
  { label: 'recent', props: { files: [longNameFile, ...mixedFiles()] } },
  { label: 'loading', props: { status: 'loading', slowThresholdMs: 0 } },
  { label: 'empty', props: { files: [] } },
  { label: 'error', props: { status: 'error' } },
];

export const All: Story = {
  parameters: {
    // The grid repeats the widget on purpose, so its landmarks share names; a page has one each.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {variants.map(({ label, props }) => (
        <RecentFilesWidget key={label} {...args} {...props} />
      ))}
    </Box>
  ),
};
