import type { StoryObj } from '@storybook/react-vite';
import type { NotebookPage } from '@/pages/Notebook/NotebookPage';
import { NOTE_DRAFT_NAME } from '@/pages/Notebook/noteDraft';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  cardTitles,
  caretToEnd,
  EDITOR_LOAD,
  expectSaveState,
  expectTitles,
  openEditor,
  screen,
} from './notebookPlay';

type Play = NonNullable<StoryObj<typeof NotebookPage>['play']>;

/** Another device saved first: the user keeps theirs, and the server copy is replaced. */
export const conflictFlow: Play = async ({ canvasElement, step }) => {
  const editor = await openEditor(canvasElement, 'Groceries');
  await step('saving a stale version opens the conflict dialog with both texts', async () => {
    await caretToEnd(editor);
    await userEvent.keyboard(', eggs');
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'This note changed elsewhere' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByText('Groceries (edited on another device)')).toBeVisible();
    await expect(within(dialog).getByText(/coffee beans, eggs/)).toBeVisible();
  });
  await step('keep mine saves over theirs', async () => {
    await userEvent.click(screen().getByRole('button', { name: 'Keep mine' }));
    await expectSaveState(editor, 'Saved');
    await userEvent.click(within(editor).getByRole('button', { name: 'Close editor' }));
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
    await waitFor(() =>
      expect(within(canvasElement).getByText(/coffee beans, eggs/)).toBeVisible(),
    );
  });
};

/** Take theirs: the editor reloads the server's copy; copy mine keeps both as two notes. */
export const conflictCopyFlow: Play = async ({ canvasElement, step }) => {
  const editor = await openEditor(canvasElement, 'Reading list');
  await caretToEnd(editor);
  await userEvent.keyboard(' and Dune');
  await step('copy mine into a new note', async () => {
    await userEvent.click(
      await screen().findByRole('button', { name: 'Save mine as a new note' }, { timeout: 5000 }),
    );
    await expect(await screen().findByText('Your version was saved as a new note')).toBeVisible();
    await expectSaveState(editor, 'Saved');
    await userEvent.click(
      within(screen().getByRole('dialog', { name: 'Note editor' })).getByRole('button', {
        name: 'Close editor',
      }),
    );
  });
  await step('both versions are now notes', async () => {
    await waitFor(async () =>
      expect((await cardTitles(canvasElement)).sort()).toEqual([
        'Groceries',
        'Reading list',
        'Reading list (edited on another device)',
        'Team meeting',
      ]),
    );
    await expect(within(canvasElement).getByText(/Dune/)).toBeVisible();
  });
};

/** Writes fail with no answer: the state says offline and the text is kept on this device. */
export const offlineFlow: Play = async ({ canvasElement, step }) => {
  const editor = await openEditor(canvasElement, 'Groceries');
  await caretToEnd(editor);
  await userEvent.keyboard(', figs');
  await step('the state turns to offline', async () => {
    await expectSaveState(editor, /Offline/);
  });
  await step('the unsaved text is in local storage for later', async () => {
    const stored = Object.keys(window.localStorage).find((key) =>
      key.endsWith(`:${NOTE_DRAFT_NAME}`),
    );
    await expect(stored).toBeDefined();
    await expect(window.localStorage.getItem(stored!)).toContain('coffee beans, figs');
  });
};

/** A draft left by a 401 or a lost connection is offered back and saved on restore. */
export const recoveryFlow: Play = async ({ canvasElement, step }) => {
  const dialog = await screen().findByRole('dialog', { name: 'Unsaved changes found' });
  await step('the offer names the note and shows the text', async () => {
    await expect(within(dialog).getByText(/“Groceries” has changes from/)).toBeVisible();
    await expect(within(dialog).getByText(/saffron/)).toBeVisible();
  });
  await step('restore opens it in the editor and saves it', async () => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore changes' }));
    const editor = await screen().findByRole('dialog', { name: 'Note editor' }, EDITOR_LOAD);
    await expectSaveState(editor, 'Saved');
    await userEvent.click(within(editor).getByRole('button', { name: 'Close editor' }));
    await waitFor(() => expect(within(canvasElement).getByText(/saffron/)).toBeVisible());
    await expect(
      Object.keys(window.localStorage).some((key) => key.endsWith(`:${NOTE_DRAFT_NAME}`)),
    ).toBe(false);
  });
};

/** `/` focuses search, `?` lists the shortcuts, Escape closes what is open. */
export const shortcutsFlow: Play = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  await step('/ focuses the search', async () => {
    await userEvent.keyboard('/');
    await expect(canvas.getByRole('searchbox', { name: 'Search notes' })).toHaveFocus();
    await userEvent.keyboard('n');
    await expect(screen().queryByRole('dialog')).toBeNull();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search notes' }));
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await step('? opens the help, Escape closes it', async () => {
    await userEvent.keyboard('?');
    await expect(await screen().findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  });
  await step('n opens a new note, Escape closes the editor', async () => {
    await userEvent.keyboard('n');
    await expect(
      await screen().findByRole('dialog', { name: 'Note editor' }, EDITOR_LOAD),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  });
};
