import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConflictDialog } from '@/components/notes/ConflictDialog';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import { longNote, makeNote } from '@stories/mocks/notes';

const screen = () => within(document.body);
const theirs = makeNote(1, {
  title: 'Trip plan (edited on phone)',
  plainText: 'Flights booked.\nHotel: the one by the harbour.',
  version: 4,
});

const meta = {
  title: 'Components/Notes/ConflictDialog',
  component: ConflictDialog,
  args: {
    open: true,
    mine: { title: 'Trip plan', plainText: 'Flights booked.\nHotel: still comparing two.' },
    theirs,
    onKeepMine: fn(),
    onTakeTheirs: fn(),
    onCopyMine: fn(),
    busy: false,
  },
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen().findByRole('dialog', { name: 'This note changed elsewhere' });
    await step('both versions are shown side by side', async () => {
      await expect(within(dialog).getByText('Trip plan')).toBeVisible();
      await expect(within(dialog).getByText('Trip plan (edited on phone)')).toBeVisible();
      await expect(within(dialog).getByText(/still comparing two/)).toBeVisible();
      await expect(within(dialog).getByText(/by the harbour/)).toBeVisible();
    });
    await step('Escape does not dismiss it: a choice is needed', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen().getByRole('dialog')).toBeVisible();
    });
    await step('each button reports its choice', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
      await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Use saved version' }));
      await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Save mine as a new note' }),
      );
      await expect(args.onCopyMine).toHaveBeenCalledTimes(1);
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toBeDisabled();
  },
};
export const LongText: Story = {
  args: {
    theirs: longNote,
    mine: { title: longNote.title, plainText: `${longNote.plainText}\n`.repeat(6) },
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
// Rendered in place inside a transformed frame (which contains the fixed-position dialog) so the
// screenshot suite captures it.
export const All: Story = {
  render: (args) => (
    <DialogFrame width={1100} height={640}>
      <ConflictDialog {...args} disablePortal />
    </DialogFrame>
  ),
};
