import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import { RenameTagDialog } from '@/components/notes/RenameTagDialog';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import * as looks from '@stories/components/support/looks';

const SERVER_DOWN: ApiError = { status: 500, code: 'internal', message: 'Something went wrong' };

const meta = {
  title: 'Components/Notes/RenameTagDialog',
  component: RenameTagDialog,
  args: {
    open: true,
    tag: 'work/clients',
    tags: ['home', 'work', 'work/clients', 'work/clients/acme-corporation'],
    onRename: fn(async () => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof RenameTagDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Rename or move the tag' });
const field = () => within(dialog()).getByRole('textbox', { name: 'Name' });
const rename = () => within(dialog()).getByRole('button', { name: 'Rename' });

export const Playground: Story = {
  play: async ({ args }) => {
    await expect(field()).toHaveValue('work/clients');
    await userEvent.clear(field());
    await userEvent.type(field(), '  Clients{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('clients');
  },
};

/** Moving is renaming by the path: the tag goes under another one. */
export const MoveUnderAnother: Story = {
  play: async ({ args }) => {
    await userEvent.clear(field());
    await userEvent.type(field(), 'archive/clients');
    await userEvent.click(rename());
    await expect(args.onRename).toHaveBeenCalledWith('archive/clients');
  },
};

export const Problems: Story = {
  play: async ({ args, step }) => {
    const box = within(dialog());
    await step('empty', async () => {
      await userEvent.clear(field());
      await userEvent.click(rename());
      await expect(box.getByText('Give the tag a name.')).toBeVisible();
    });
    await step('unchanged', async () => {
      await userEvent.type(field(), 'work/clients');
      await userEvent.click(rename());
      await expect(box.getByText('That is its name already.')).toBeVisible();
    });
    await step('a nested tag would grow past 40 characters', async () => {
      await userEvent.clear(field());
      await userEvent.type(field(), 'customers-of-the-company');
      await userEvent.click(rename());
      await expect(box.getByText(/longer than 40 characters/)).toBeVisible();
    });
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    onRename: fn(async () => {
      throw SERVER_DOWN;
    }),
  },
  play: async () => {
    await userEvent.clear(field());
    await userEvent.type(field(), 'clients{Enter}');
    await expect(await within(dialog()).findByRole('alert')).toBeVisible();
    await expect(rename()).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { onRename: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.type(field(), '-old{Enter}');
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const LongTag: Story = {
  args: { tag: 'projects/2026/renovation-of-the-house', tags: [] },
};

export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const tile = (children: ReactNode) => (
  <DialogFrame width={520} height={340}>
    {children}
  </DialogFrame>
);

export const All: Story = {
  render: (args) => tile(<RenameTagDialog {...args} disablePortal />),
};
