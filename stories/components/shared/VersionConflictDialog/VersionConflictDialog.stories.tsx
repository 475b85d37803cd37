import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoteVersionPreview } from '@/components/shared/NoteVersionPreview';
import { VersionConflictDialog } from '@/components/shared/VersionConflictDialog';

const screen = () => within(document.body);

/**
 * The shared side-by-side dialog behind `ConflictDialog` (notes) and `EventConflictDialog`
 * (calendar); their stories hold the screenshots.
 */
const meta = {
  title: 'Components/Shared/VersionConflictDialog',
  component: VersionConflictDialog,
  args: {
    open: true,
    titleMessageId: 'notes.conflict.title',
    descriptionMessageId: 'notes.conflict.description',
    mine: <NoteVersionPreview labelId="notes.conflict.mine" title="Mine" plainText="Typed here." />,
    theirs: (
      <NoteVersionPreview
        labelId="notes.conflict.theirs"
        title="Theirs"
        plainText="Saved on the phone."
        updatedAt="2026-03-14T09:30:00.000Z"
      />
    ),
    choices: [
      { messageId: 'notes.conflict.takeTheirs', onChoose: fn() },
      { messageId: 'notes.conflict.keepMine', onChoose: fn(), primary: true },
    ],
  },
} satisfies Meta<typeof VersionConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen().findByRole('dialog', { name: 'This note changed elsewhere' });
    await step('both renderings side by side, mine first', async () => {
      const sides = within(dialog).getAllByRole('region');
      await expect(sides.map((side) => side.textContent)).toEqual([
        expect.stringContaining('Typed here.'),
        expect.stringContaining('Saved on the phone.'),
      ]);
    });
    await step('the choices in order, the primary one last and filled', async () => {
      const buttons = within(dialog).getAllByRole('button');
      await expect(buttons.map((button) => button.textContent)).toEqual([
        'Use saved version',
        'Keep mine',
      ]);
      await expect(buttons[1]).toHaveClass('MuiButton-contained');
      await userEvent.click(buttons[0]!);
      await expect(args.choices[0]!.onChoose).toHaveBeenCalledOnce();
    });
    await step('only a choice closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen().getByRole('dialog')).toBeVisible();
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    for (const button of within(dialog).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
