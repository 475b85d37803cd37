import type { StoryObj } from '@storybook/react-vite';
import type { NotebookPage } from '@/pages/Notebook/NotebookPage';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardTitles, notesList, screen } from './notebookPlay';

type Play = NonNullable<StoryObj<typeof NotebookPage>['play']>;

const trip = new File(['---\ntitle: Lisbon trip\n---\n\nPack the passport.\n'], 'lisbon.md', {
  type: 'text/markdown',
});

/** Import a Markdown file from the toolbar: the preview names it, the list shows it after. */
export const importFlow: Play = async ({ canvasElement, step }) => {
  await notesList(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import notes' }));
  const dialog = await screen().findByRole('dialog', { name: 'Import notes' });
  await step('the preview says what the file adds', async () => {
    await userEvent.upload(within(dialog).getByTestId('note-import-input'), trip);
    await expect(await within(dialog).findByText('1 note to create.')).toBeVisible();
    await expect(within(dialog).getByRole('list', { name: 'Notes to create' })).toHaveTextContent(
      'Lisbon trip',
    );
  });
  await step('importing adds it to the notebook', async () => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 note' }));
    await expect(await within(dialog).findByText('1 note imported.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(async () => expect(await cardTitles(canvasElement)).toContain('Lisbon trip'), {
      timeout: 5000,
    });
  });
  await step('the same file again is known', async () => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import notes' }));
    const again = await screen().findByRole('dialog', { name: 'Import notes' });
    await userEvent.upload(within(again).getByTestId('note-import-input'), trip);
    await expect(
      await within(again).findByText('Nothing new to import, 1 imported before.'),
    ).toBeVisible();
  });
};

async function chooseTag(canvasElement: HTMLElement, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Tag' }));
  await userEvent.click(await screen().findByRole('option', { name: option }));
}

async function tagAction(canvasElement: HTMLElement, tag: string, action: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: `Actions for the tag ${tag}` }),
  );
  await userEvent.click(await screen().findByRole('menuitem', { name: action }));
}

const tagFilter = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Tag' });

/** Rename the chosen tag, UNDO it; delete it, UNDO that: the notes keep their tags throughout. */
export const tagChangesFlow: Play = async ({ canvasElement, step }) => {
  await notesList(canvasElement);
  await step('rename home: the filter follows, UNDO brings it back', async () => {
    await chooseTag(canvasElement, 'home (2)');
    await tagAction(canvasElement, 'home', 'Rename or move…');
    const dialog = await screen().findByRole('dialog', { name: 'Rename or move the tag' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'household{Enter}');
    await expect(await screen().findByText('Tag renamed')).toBeVisible();
    await waitFor(() => expect(tagFilter(canvasElement)).toHaveTextContent('household (2)'));
    await expect((await cardTitles(canvasElement)).sort()).toEqual(['Groceries', 'Reading list']);
    await userEvent.click(screen().getByRole('button', { name: 'UNDO' }));
    await waitFor(() => expect(tagFilter(canvasElement)).toHaveTextContent('home (2)'));
  });
  await step('delete home: it comes off both notes, UNDO puts it back', async () => {
    await tagAction(canvasElement, 'home', 'Delete tag…');
    const confirm = await screen().findByRole('dialog', { name: 'Delete the tag home?' });
    await expect(confirm).toHaveTextContent('It comes off 2 notes');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete tag' }));
    await expect(await screen().findByText('Tag deleted')).toBeVisible();
    await waitFor(async () => expect((await cardTitles(canvasElement)).length).toBe(3));
    await userEvent.click(screen().getByRole('button', { name: 'UNDO' }));
    await waitFor(() => expect(tagFilter(canvasElement)).toHaveTextContent('home (2)'));
  });
};
