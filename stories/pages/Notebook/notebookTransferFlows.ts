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
