import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileList, type FileListProps } from '@/components/files/FileList';
import { longNameFile, mixedFiles, reportPdf, storedFile } from '@stories/mocks/files';
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

/** Scans while OCR reads them, and how reading one ends: ready, or unreadable and why. */
const scans = [
  storedFile(20, {
    name: 'Scanned lease 2019.pdf',
    kind: 'pdf',
    size: 6_400_000,
    status: 'indexing',
    progress: 0.21,
    ocr: { page: 3, pages: 12 },
  }),
  storedFile(21, {
    name: 'Whiteboard photo.jpg',
    kind: 'image',
    size: 2_100_000,
    status: 'indexing',
    progress: 0.4,
    ocr: { page: 1, pages: 1 },
  }),
  storedFile(22, { name: 'Scanned invoice.pdf', kind: 'pdf', size: 900_000, pages: 2 }),
  storedFile(23, {
    name: 'Faded fax.tiff',
    kind: 'image',
    size: 3_300_000,
    status: 'unreadable',
    progress: 0,
    unreadableReason: 'too_slow',
  }),
];

const readsScans = (texts: { page: string; image: string; failed: string }) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const lease = row(canvasElement, 'Scanned lease 2019.pdf');
    await expect(lease).toHaveTextContent(texts.page);
    const bar = within(lease).getByRole('progressbar');
    // French percentages hold a narrow no-break space.
    await expect(bar.getAttribute('aria-label')?.replace(/\s+/g, ' ')).toBe(texts.page);
    await expect(bar).toHaveAttribute('aria-valuenow', '21');
    await expect(row(canvasElement, 'Whiteboard photo.jpg')).toHaveTextContent(texts.image);
    await expect(row(canvasElement, 'Scanned invoice.pdf')).not.toHaveTextContent(texts.page);
    await expect(row(canvasElement, 'Faded fax.tiff')).toHaveTextContent(texts.failed);
  };

export const ReadingScans: Story = {
  args: { files: scans, selectedId: null },
  play: readsScans({
    page: 'Reading scanned page 3 of 12: 21%',
    image: 'Reading the image: 40%',
    failed: 'Unreadable: Took too long to read',
  }),
};

export const ReadingScansRightToLeft: Story = {
  ...ReadingScans,
  globals: looks.RightToLeft.globals,
};

export const ReadingScansDark: Story = { ...ReadingScans, globals: looks.Dark.globals };

export const ReadingScansFrench: Story = {
  args: ReadingScans.args,
  globals: looks.French.globals,
  play: readsScans({
    page: 'Lecture de la page numérisée 3 sur 12 : 21 %',
    image: 'Lecture de l’image : 40 %',
    failed: 'Illisible',
  }),
};

export const ReadingScansRomanian: Story = {
  args: ReadingScans.args,
  globals: looks.Romanian.globals,
  play: readsScans({
    page: 'Se citește pagina scanată 3 din 12: 21 %',
    image: 'Se citește imaginea: 40 %',
    failed: 'Ilizibil',
  }),
};

export const ReadingScansChinese: Story = {
  args: ReadingScans.args,
  globals: looks.Chinese.globals,
  play: readsScans({
    page: '正在识别扫描页 3/12：21%',
    image: '正在识别图片：40%',
    failed: '无法读取',
  }),
};

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
