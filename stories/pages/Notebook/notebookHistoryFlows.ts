import type { StoryObj } from '@storybook/react-vite';
import type { NotebookPage } from '@/pages/Notebook/NotebookPage';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentFromParagraphs, notebookSeed, type NotesStore } from '@stories/mocks/notes';
import { caretToEnd, expectSaveState, openEditor, screen } from './notebookPlay';
import { storyLocation } from './notebookRouter';

type Play = NonNullable<StoryObj<typeof NotebookPage>['play']>;

const groceries = notebookSeed()[1]!;
export const ORIGINAL_GROCERIES = groceries.plainText;
const AGENT_GROCERIES = 'Oat milk only';

/** Groceries with two versions: the original (imported), then the agent's rewrite (current). */
export function seedGroceriesHistory(store: NotesStore): void {
  const imported = store.update(
    groceries.id,
    { version: groceries.version, ...contentFromParagraphs([ORIGINAL_GROCERIES]) },
    'import',
  );
  if (!imported || !('note' in imported)) throw new Error('the seed note is missing');
  store.update(
    groceries.id,
    { version: imported.note.version, ...contentFromParagraphs([AGENT_GROCERIES]) },
    'agent',
  );
}

const editorBody = (editor: HTMLElement) =>
  within(editor).getByRole('textbox', { name: 'Note text' });

async function openHistory(editor: HTMLElement) {
  await userEvent.click(within(editor).getByRole('button', { name: 'History' }));
  return screen().findByRole('dialog', { name: 'Version history' });
}

async function restoreChosen(history: HTMLElement, question: RegExp) {
  await userEvent.click(
    await within(history).findByRole('button', { name: 'Restore this version' }),
  );
  const confirm = await screen().findByRole('dialog', { name: 'Restore this version?' });
  await expect(confirm).toHaveTextContent(question);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Restore this version' }));
}

/** Open the history from the editor, pick the first version, read its diff, restore it. */
export const historyRestoreFlow =
  (store: NotesStore): Play =>
  async ({ canvasElement, step }) => {
    const editor = await openEditor(canvasElement, 'Groceries');
    await expect(editorBody(editor)).toHaveTextContent(AGENT_GROCERIES);
    const history = await openHistory(editor);
    await step('History lists the versions with what saved them', async () => {
      await expect(await within(history).findByRole('button', { name: /Assistant/ })).toBeVisible();
    });
    await step('the imported version shows with its diff against the note', async () => {
      await userEvent.click(within(history).getByRole('button', { name: /Imported/ }));
      const diff = await within(history).findByRole('region', {
        name: 'Changes against the current note',
      });
      await expect(diff.querySelector('ins')).toHaveTextContent(/lemons, basil/);
    });
    await step('restoring it puts its text in the editor, saved', async () => {
      await restoreChosen(history, /Its current state stays in the history/);
      await expect(await screen().findByText('Version restored')).toBeVisible();
      const reopened = await screen().findByRole('dialog', { name: 'Note editor' });
      await waitFor(() => expect(editorBody(reopened)).toHaveTextContent(ORIGINAL_GROCERIES));
      await expectSaveState(reopened, 'Saved');
      await expect(store.get(groceries.id)?.plainText).toBe(ORIGINAL_GROCERIES);
    });
  };

/** Typing not yet saved is saved first (a version of its own), then the restore replaces it. */
export const historyUnsavedFlow =
  (store: NotesStore): Play =>
  async ({ canvasElement, step }) => {
    const editor = await openEditor(canvasElement, 'Groceries');
    await step('type, and open the history before autosave has finished', async () => {
      await caretToEnd(editor);
      await userEvent.keyboard(' and jam');
      const history = await openHistory(editor);
      await userEvent.click(await within(history).findByRole('button', { name: /Imported/ }));
      await restoreChosen(history, /unsaved changes are saved first/);
    });
    await step('the typing is in the history, and the note is the restored version', async () => {
      const reopened = await screen().findByRole('dialog', { name: 'Note editor' });
      await waitFor(() => expect(editorBody(reopened)).toHaveTextContent(ORIGINAL_GROCERIES));
      await expectSaveState(reopened, 'Saved');
      const sources = store.history.list(groceries.id, { limit: 10 }).items.map((v) => v.source);
      await expect(sources).toEqual(['restore', 'editor', 'agent', 'import']);
      const typed = store.history.list(groceries.id, { limit: 10 }).items[1]!;
      await expect(store.history.get(groceries.id, typed.id)?.plainText).toBe(
        `${AGENT_GROCERIES} and jam`,
      );
    });
  };

/** The agent's version of Groceries once `seedGroceriesHistory` ran on a reset store (the second). */
export const AGENT_GROCERIES_VERSION = '20000000-0000-4000-8000-000000000002';
export const agentChangesPath = `/digi_notebook?note=${groceries.id}&version=${AGENT_GROCERIES_VERSION}`;

/** The agent's "See what changed": the note opens with its history at that version and its diff. */
export const seeWhatChangedFlow: Play = async ({ canvasElement, step }) => {
  const history = await screen().findByRole(
    'dialog',
    { name: 'Version history' },
    { timeout: 5000 },
  );
  await step(
    'the linked version is chosen and shows what it changed against the one before',
    async () => {
      await expect(
        await within(history).findByRole('button', { name: /Assistant/ }),
      ).toHaveAttribute('aria-current', 'true');
      const diff = await within(history).findByRole('region', {
        name: 'What this version changed',
      });
      // "Oat milk, lemons, basil, …" became "Oat milk only": the words it took out and put in.
      await expect(diff).toHaveTextContent(/Oat milk/);
      await expect(diff.querySelector('ins')).toHaveTextContent('only');
      await expect(diff.querySelector('del')).toHaveTextContent(/lemons, basil/);
    },
  );
  await step('the address keeps the note and drops the version', async () => {
    await waitFor(() =>
      expect(storyLocation(canvasElement)).toEqual({
        address: `/digi_notebook?note=${groceries.id}`,
        navigation: 'REPLACE',
      }),
    );
  });
  await step('another version compares with the current note, as from the editor', async () => {
    await userEvent.click(within(history).getByRole('button', { name: /Imported/ }));
    await expect(
      await within(history).findByRole('region', { name: 'Changes against the current note' }),
    ).toBeVisible();
  });
  await step('closing the history leaves the note open in the editor', async () => {
    await userEvent.click(within(history).getByRole('button', { name: 'Close' }));
    const editor = await screen().findByRole('dialog', { name: 'Note editor' });
    await expect(editorBody(editor)).toHaveTextContent(AGENT_GROCERIES);
  });
};
