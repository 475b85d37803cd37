import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileList, type FileListProps } from '@/components/files/FileList';
import { longNameFile, mixedFiles, reportPdf } from '@stories/mocks/files';
import * as states from '@stories/components/support/stateStories';
import * as looks from '@stories/components/support/looks';
import { wrongServices } from '@stories/mocks/apiErrors';

const meta = {
  title: 'Components/Files/FileList',
  component: FileList,
  decorators: [states.narrowUnlessAll(720)],
  args: {
    files: mixedFiles(),
    status: 'ready',
    onRetry: fn(),
    sort: 'uploaded',
    onSortChange: fn(),
    filter: 'all',
    onFilterChange: fn(),
    selectedId: reportPdf.id,
    onOpen: fn(),
    onRename: fn(async () => undefined),
    onDelete: fn(),
  },
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's button is named by its content: the file's name first, then its details. */
const openButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getAllByRole('button')
    .find((button) => button.textContent?.startsWith(name))!;
const row = (canvasElement: HTMLElement, name: string) =>
  openButton(canvasElement, name).closest('li')!;

export const Playground: Story = {};

export const EveryStatus: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(row(canvasElement, 'settings.json')).toHaveTextContent('Queued');
    const indexing = row(canvasElement, 'Contract draft.docx');
    await expect(indexing).toHaveTextContent('Indexing 45%');
    await expect(within(indexing).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await expect(row(canvasElement, reportPdf.name)).toHaveTextContent(
      /PDF · 2\.4 MB · 12 pages · Uploaded/,
    );
    // Sizes say B, KB, MB (Intl's short units would say "kB" and "byte").
    await expect(row(canvasElement, 'budget.csv')).toHaveTextContent(/CSV · 5\.2 KB/);
    await expect(row(canvasElement, 'Scanned receipt.pdf')).toHaveTextContent(
      'Unreadable: No text found, even by OCR',
    );
    await expect(row(canvasElement, 'Payslip (password).pdf')).toHaveTextContent(
      'Protected by a password',
    );
    await expect(openButton(canvasElement, reportPdf.name)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(openButton(canvasElement, 'Meeting notes.md'));
    await expect(args.onOpen).toHaveBeenCalledWith(mixedFiles()[3]!.id);
  },
};

export const RenameInPlace: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename budget.csv' }));
    const field = canvas.getByRole('textbox', { name: 'New name' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('A file needs a name.')).toBeVisible();
    await userEvent.type(field, 'Budget 2026.csv{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(mixedFiles()[4]!.id, 'Budget 2026.csv');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull());
  },
};

export const RenameRefused: Story = {
  args: { onRename: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename budget.csv' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'New name' }), 'x{Enter}');
    await expect(
      await canvas.findByText('The file could not be renamed. Try again.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Rename budget.csv' })).toBeVisible();
  },
};

export const DeleteAndStopIndexing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete budget.csv' }));
    await expect(args.onDelete).toHaveBeenLastCalledWith(mixedFiles()[4]!.id);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Stop indexing Contract draft.docx and delete it' }),
    );
    await expect(args.onDelete).toHaveBeenLastCalledWith(mixedFiles()[1]!.id);
  },
};

export const SortAndFilter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort' }));
    await userEvent.click(await page.findByRole('option', { name: 'Largest first' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('size');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await page.findByRole('option', { name: 'Unreadable' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('unreadable');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: states.showsLoading('Loading your files'),
};

export const Slow: Story = {
  args: { status: 'loading', slowThresholdMs: 0 },
  play: states.showsLoading('Loading your files', { slow: true }),
};

export const Failed: Story = {
  args: { status: 'error', error: wrongServices },
  play: states.failsWithRetry(
    'Your files could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files yet')).toBeVisible();
  },
};

export const NothingMatchesTheFilter: Story = {
  args: { files: [], filter: 'unreadable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files match this filter.')).toBeVisible();
  },
};

export const LongName: Story = { args: { files: [longNameFile, reportPdf] } };

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<FileListProps>[] = [
  { label: 'files', props: { files: [longNameFile, ...mixedFiles()] } },
  // The slow hint has its own story; a screenshot must not depend on how fast the machine is.
  { label: 'loading', props: { status: 'loading', slowThresholdMs: states.NEVER_SLOW } },
  { label: 'error', props: { status: 'error' } },
  { label: 'empty', props: { files: [] } },
];

export const All: Story = states.allVariants(FileList, variants, 2);
