import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoteHistoryPanel } from '@/components/notes/NoteHistory';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import * as looks from '@stories/components/support/looks';
import { failsWithRetry, showsLoading } from '@stories/components/support/stateStories';
import { chosenVersion, currentText, longVersion, versionSummaries } from './historyFixtures';

const screen = () => within(document.body);
const ready = { status: 'ready' as const, onRetry: fn() };

/** Restore, then yes to the question. */
async function confirmRestore(canvasElement: HTMLElement) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Restore this version' }),
  );
  const dialog = await screen().findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
}

const meta = {
  title: 'Components/Notes/NoteHistoryPanel',
  component: NoteHistoryPanel,
  args: {
    versions: { ...ready, items: versionSummaries },
    selected: { ...ready, version: chosenVersion },
    selectedId: chosenVersion.id,
    currentText,
    onSelect: fn(),
    onRestore: fn(async (): Promise<unknown> => undefined),
  },
} satisfies Meta<typeof NoteHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('versions show when and what saved them', async () => {
      for (const source of [
        'Edited',
        'Conflict choice',
        'Restored',
        'Assistant',
        'Imported',
        'Tag change',
      ]) {
        await expect(canvas.getByText(new RegExp(`^${source}`))).toBeVisible();
      }
      await userEvent.click(canvas.getAllByRole('button', { name: /Assistant/ })[0]!);
      await expect(args.onSelect).toHaveBeenCalledWith(versionSummaries[1]!.id);
    });
    await step('the diff marks added and removed words', async () => {
      const diff = canvas.getByRole('region', { name: 'Changes against the current note' });
      await expect(within(diff).getByTitle('Removed', { exact: true })).toHaveTextContent(
        /the one by the harbour/,
      );
      await expect(diff.querySelector('ins')).toHaveTextContent(/still comparing/);
    });
    await step('restore asks first, then saves and says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Restore this version' }));
      const dialog = await screen().findByRole('dialog', { name: 'Restore this version?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
      await expect(args.onRestore).toHaveBeenCalledWith(chosenVersion.id);
      await expect(await screen().findByText('Version restored')).toBeVisible();
    });
  },
};

export const RestoreFails: Story = {
  args: { onRestore: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvasElement }) => {
    await confirmRestore(canvasElement);
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(await screen().findByRole('alert')).toBeVisible();
  },
};

/** The editor holds unsaved typing: the question says it is saved first. */
export const UnsavedChanges: Story = {
  args: { unsaved: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Restore this version' }),
    );
    const dialog = await screen().findByRole('dialog', { name: 'Restore this version?' });
    await expect(dialog).toHaveTextContent(/unsaved changes are saved first/);
  },
};

/** A restore that did not happen for a reason already shown (a conflict) says nothing more. */
export const RestoreStopped: Story = {
  args: { onRestore: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    await confirmRestore(canvasElement);
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(screen().queryByText('Version restored')).toBeNull();
  },
};

export const SameText: Story = {
  args: { currentText: chosenVersion.plainText },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Same text as the current note.')).toBeVisible();
  },
};

/** Opened by the agent's "See what changed": the version against the one before it. */
export const ChangesMade: Story = {
  args: { previousText: 'Milk\nBread' },
  play: async ({ canvasElement }) => {
    const diff = within(canvasElement).getByRole('region', { name: 'What this version changed' });
    await expect(diff.querySelector('del')).toHaveTextContent(/Milk/);
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Changes against the current note' }),
    ).toBeNull();
  },
};

/** The note's first version: everything in it is what it added. */
export const FirstVersionChanges: Story = {
  args: { previousText: '' },
  play: async ({ canvasElement }) => {
    const diff = within(canvasElement).getByRole('region', { name: 'What this version changed' });
    await expect(diff.querySelector('ins')).toHaveTextContent(
      chosenVersion.plainText.split('\n')[0]!,
    );
    await expect(diff.querySelector('del')).toBeNull();
  },
};

export const NoneChosen: Story = {
  args: { selected: undefined, selectedId: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Choose a version/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { versions: { ...ready, items: [] }, selected: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No versions yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { versions: { status: 'loading', items: [], onRetry: fn() }, selected: undefined },
  play: showsLoading('Loading the versions'),
};

export const LoadError: Story = {
  args: {
    versions: { status: 'error', error: new Error('boom'), items: [], onRetry: fn() },
    selected: undefined,
  },
  play: async (context) =>
    failsWithRetry('The versions could not be loaded.')({
      ...context,
      args: context.args.versions,
    }),
};

export const VersionLoading: Story = {
  args: { selected: { status: 'loading', onRetry: fn() } },
  play: showsLoading('Loading the version'),
};

export const WithOlderVersions: Story = {
  args: { versions: { ...ready, items: versionSummaries, onLoadOlder: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Show older versions' }),
    );
    await expect(args.versions.onLoadOlder).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = { args: { selected: { ...ready, version: longVersion } } };
export const Dark: Story = looks.Dark;
export const RightToLeft: Story = looks.RightToLeft;
export const French: Story = looks.French;
export const Romanian: Story = looks.Romanian;
export const Chinese: Story = looks.Chinese;

// In place inside a frame so the screenshot suite captures the open restore question too.
export const All: Story = {
  render: (args) => (
    <DialogFrame width={1000} height={640}>
      <NoteHistoryPanel {...args} disablePortal />
    </DialogFrame>
  ),
};
