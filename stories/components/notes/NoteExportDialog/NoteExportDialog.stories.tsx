import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import { NoteExportDialog } from '@/components/notes/NoteExportDialog';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import * as looks from '@stories/components/support/looks';

const SERVER_DOWN: ApiError = { status: 500, code: 'internal', message: 'Something went wrong' };

const meta = {
  title: 'Components/Notes/NoteExportDialog',
  component: NoteExportDialog,
  args: { open: true, onClose: fn(), tag: null, onExport: fn(async () => {}) },
} satisfies Meta<typeof NoteExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Export notes' });

export const Playground: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(box.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalledWith({ archived: false, trashed: false });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Filtered by a tag: the export offers that tag (with its nested tags) or every note. */
export const WithTag: Story = {
  args: { tag: 'work/clients' },
  play: async ({ args, step }) => {
    const box = within(dialog());
    await step('the tag is chosen first', async () => {
      await expect(box.getByRole('radio', { name: /Tagged work\/clients/ })).toBeChecked();
      await userEvent.click(box.getByRole('checkbox', { name: 'Include archived notes' }));
      await userEvent.click(box.getByRole('button', { name: 'Export' }));
      await expect(args.onExport).toHaveBeenLastCalledWith({
        tag: 'work/clients',
        archived: true,
        trashed: false,
      });
    });
    await step('or every note, trash included', async () => {
      await userEvent.click(box.getByRole('radio', { name: 'All notes' }));
      await userEvent.click(box.getByRole('checkbox', { name: 'Include notes in the trash' }));
      await userEvent.click(box.getByRole('button', { name: 'Export' }));
      await expect(args.onExport).toHaveBeenLastCalledWith({ archived: true, trashed: true });
    });
  },
};

export const Exporting: Story = {
  args: { onExport: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const box = within(dialog());
    await userEvent.click(box.getByRole('button', { name: 'Export' }));
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    onExport: fn(async () => {
      throw SERVER_DOWN;
    }),
  },
  play: async ({ args }) => {
    const box = within(dialog());
    await userEvent.click(box.getByRole('button', { name: 'Export' }));
    await expect(await box.findByRole('alert')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const LongTag: Story = {
  args: { tag: 'projects/2026/the-long-running-renovation-of-the-house-by-the-river' },
};

export const Dark = looks.Dark;
export const RightToLeft: Story = { ...looks.RightToLeft, args: { tag: 'work' } };
export const French: Story = { ...looks.French, args: { tag: 'travail' } };
export const Romanian: Story = { ...looks.Romanian, args: { tag: 'muncă' } };
export const Chinese: Story = { ...looks.Chinese, args: { tag: '工作' } };

const tile = (children: ReactNode) => (
  <DialogFrame width={640} height={460}>
    {children}
  </DialogFrame>
);

export const All: Story = {
  args: { tag: 'work/clients' },
  render: (args) => tile(<NoteExportDialog {...args} disablePortal />),
};
