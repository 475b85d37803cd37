import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoteHistoryDialog } from '@/components/notes/NoteHistory';
import * as looks from '@stories/components/support/looks';
import { chosenVersion, currentText, versionSummaries } from './historyFixtures';

const screen = () => within(document.body);
const ready = { status: 'ready' as const, onRetry: fn() };

const meta = {
  title: 'Components/Notes/NoteHistoryDialog',
  component: NoteHistoryDialog,
  args: {
    open: true,
    onClose: fn(),
    versions: { ...ready, items: versionSummaries },
    selected: { ...ready, version: chosenVersion },
    selectedId: chosenVersion.id,
    currentText,
    onSelect: fn(),
    onRestore: fn(async () => undefined),
  },
} satisfies Meta<typeof NoteHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Version history' });
    await step('the panel shows inside, named by the dialog', async () => {
      await expect(within(dialog).getByRole('list', { name: 'Version history' })).toBeVisible();
      await expect(
        within(dialog).getByRole('region', { name: 'Changes against the current note' }),
      ).toBeVisible();
    });
    await step('Close closes', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledOnce();
    });
  },
};

export const Loading: Story = {
  args: { versions: { status: 'loading', items: [], onRetry: fn() }, selected: undefined },
  play: async () => {
    await expect(
      await screen().findByRole('progressbar', { name: 'Loading the versions' }),
    ).toBeVisible();
  },
};

export const Dark: Story = looks.Dark;
export const RightToLeft: Story = looks.RightToLeft;
export const French: Story = looks.French;
