import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FILE_LIMITS } from '@/api/schema';
import { FileDropzone, type FileDropzoneProps } from '@/components/files/FileDropzone';
import { FILES_QUOTA_BYTES } from '@stories/mocks/files';
import * as states from '@stories/components/support/stateStories';
import * as looks from '@stories/components/support/looks';

const MIB = 1024 * 1024;
const usage = { usedBytes: 120 * MIB, quotaBytes: FILES_QUOTA_BYTES };
const text = (name: string, size = 64) =>
  new File(['a'.repeat(size)], name, { type: 'text/plain' });
const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'Components/Files/FileDropzone',
  component: FileDropzone,
  decorators: [states.narrowUnlessAll(520)],
  args: { onFiles: fn(), usage },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChooseWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose files' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription(/up to 20\sMB each/);
    await userEvent.upload(input(canvasElement), [text('a.md'), text('b.txt')]);
    await expect(args.onFiles).toHaveBeenCalledOnce();
    const [files] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(files.map((file) => file.name)).toEqual(['a.md', 'b.txt']);
  },
};

export const Drop: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = within(canvasElement).getByRole('region', { name: 'Upload files' });
    const transfer = new DataTransfer();
    transfer.items.add(text('dropped.csv'));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, dataTransfer: transfer }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, dataTransfer: transfer }));
    await expect(args.onFiles).toHaveBeenCalledOnce();
  },
};

export const RefusedBeforeSending: Story = {
  args: { usage: { usedBytes: FILES_QUOTA_BYTES - 100, quotaBytes: FILES_QUOTA_BYTES } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [
      text('small.txt', 50),
      text('huge.txt', FILE_LIMITS.fileBytes + 1),
      text('empty.txt', 0),
      text('one too many.txt', 80),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('huge.txt — A file may be at most 20 MB.');
    await expect(alert).toHaveTextContent('empty.txt — The file is empty.');
    await expect(alert).toHaveTextContent('one too many.txt — This would take you past');
    await expect(args.onFiles).toHaveBeenCalledOnce();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const QuotaFull: Story = {
  args: { usage: { usedBytes: FILES_QUOTA_BYTES, quotaBytes: FILES_QUOTA_BYTES } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your storage is full/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  },
};

export const WithoutUsage: Story = { args: { usage: undefined } };

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<FileDropzoneProps>[] = [
  { label: 'ready', props: {} },
  {
    label: 'quota full',
    props: { usage: { usedBytes: FILES_QUOTA_BYTES, quotaBytes: FILES_QUOTA_BYTES } },
  },
];

export const All: Story = states.allVariants(FileDropzone, variants, 2);
