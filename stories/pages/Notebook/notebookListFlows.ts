import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NotebookPage } from '@/pages/Notebook/NotebookPage';
import { EDITOR_LOAD, expectSaveState, expectTitles, screen } from './notebookPlay';

type Play = NonNullable<StoryObj<typeof NotebookPage>['play']>;

export const emptyFiltersFlow: Play = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('each filter explains its own emptiness', async () => {
    await expect(await canvas.findByRole('heading', { name: 'No notes yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Pinned' }));
    await expect(await canvas.findByRole('heading', { name: 'No pinned notes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Archived' }));
    await expect(await canvas.findByRole('heading', { name: 'No archived notes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Trash' }));
    await expect(await canvas.findByRole('heading', { name: 'Trash is empty' })).toBeVisible();
  });
};

export const createNoteFlow: Play = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'No notes yet' });
  await step('N opens a new note with the title focused', async () => {
    await userEvent.keyboard('n');
    const editor = await screen().findByRole('dialog', { name: 'Note editor' }, EDITOR_LOAD);
    await waitFor(() =>
      expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveFocus(),
    );
  });
  await step('title, Enter, body: saved once typing pauses', async () => {
    const editor = screen().getByRole('dialog', { name: 'Note editor' });
    await userEvent.keyboard('Ideas{Enter}Write the launch post');
    await expectSaveState(editor, 'Saved');
    await userEvent.click(within(editor).getByRole('button', { name: 'Close editor' }));
  });
  await step('the new note is in the list', async () => {
    await expectTitles(canvasElement, ['Ideas']);
  });
};

export const filtersFlow: Play = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  await step('pinned', async () => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Pinned' }));
    await expectTitles(canvasElement, ['Team meeting']);
  });
  await step('archived', async () => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Archived' }));
    await expectTitles(canvasElement, ['Old project ideas']);
  });
  await step('trash', async () => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Trash' }));
    await expectTitles(canvasElement, ['Draft to throw away']);
  });
  await step('a tag within all notes', async () => {
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tag' }));
    await userEvent.click(await screen().findByRole('option', { name: 'home (2)' }));
    await expectTitles(canvasElement, ['Groceries', 'Reading list']);
  });
  await step('search as you type, over the body too', async () => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tag' }));
    await userEvent.click(await screen().findByRole('option', { name: 'Any tag' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'basil');
    await expectTitles(canvasElement, ['Groceries']);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search notes' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'zebra');
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing matches “zebra”' }),
    ).toBeVisible();
  });
};

export const archiveUndoFlow: Play = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  await step("archiving says 'Note archived' and the note leaves the list", async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive: Groceries' }));
    await expect(await screen().findByText('Note archived')).toBeVisible();
    await expectTitles(canvasElement, ['Team meeting', 'Reading list']);
  });
  await step('UNDO brings it back', async () => {
    await userEvent.click(screen().getByRole('button', { name: 'UNDO' }));
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  });
};

export const trashRestoreDeleteFlow: Play = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  await step('trash, then restore from the trash', async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move to trash: Reading list' }));
    await expectTitles(canvasElement, ['Team meeting', 'Groceries']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Trash' }));
    await expectTitles(canvasElement, ['Reading list', 'Draft to throw away']);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore: Reading list' }));
    await expectTitles(canvasElement, ['Draft to throw away']);
  });
  await step('delete forever asks first; cancel keeps it, confirm removes it', async () => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete forever: Draft to throw away' }),
    );
    const dialog = await screen().findByRole('dialog', { name: 'Delete this note forever?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectTitles(canvasElement, ['Draft to throw away']);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete forever: Draft to throw away' }),
    );
    const again = await screen().findByRole('dialog', { name: 'Delete this note forever?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete forever' }));
    await expect(await canvas.findByRole('heading', { name: 'Trash is empty' })).toBeVisible();
  });
};
