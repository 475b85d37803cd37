import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NotebookPage } from '@/pages/Notebook/NotebookPage';
import { storyLocation } from './notebookRouter';
import { expectTitles, screen } from './notebookPlay';

type Play = NonNullable<StoryObj<typeof NotebookPage>['play']>;

async function expectAddress(canvasElement: HTMLElement, address: string, navigation: string) {
  await waitFor(() => expect(storyLocation(canvasElement)).toEqual({ address, navigation }), {
    timeout: 5000,
  });
}

/** `?note=` opens that note; closing the editor replaces the address with the bare notebook. */
export function deepLinkFlow(title: string): Play {
  return async ({ canvasElement, step }) => {
    await step(`the link opens “${title}” in the editor`, async () => {
      const editor = await screen().findByRole(
        'dialog',
        { name: 'Note editor' },
        { timeout: 5000 },
      );
      await waitFor(() =>
        expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue(title),
      );
      await expect(storyLocation(canvasElement).address).toMatch(/^\/digi_notebook\?note=/);
    });
    await step(
      'closing the editor takes the note off the address, without a new entry',
      async () => {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
        await expectAddress(canvasElement, '/digi_notebook', 'REPLACE');
        await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
      },
    );
  };
}

/** `?note=new`, Home's "New note": a blank note with the title focused; closing clears the link. */
export const deepLinkNewFlow: Play = async ({ canvasElement, step }) => {
  await step('the editor opens on a new note', async () => {
    const editor = await screen().findByRole('dialog', { name: 'Note editor' }, { timeout: 5000 });
    const title = within(editor).getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('');
    await waitFor(() => expect(title).toHaveFocus());
  });
  await step('closing it leaves the bare notebook address', async () => {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expectAddress(canvasElement, '/digi_notebook', 'REPLACE');
  });
};

/** An unknown or malformed id says so, opens nothing, and leaves the notebook usable. */
export const deepLinkNotFoundFlow: Play = async ({ canvasElement, step }) => {
  await step('a translated notice says the note is not there', async () => {
    await expect(
      await screen().findByText(
        'That note could not be found. It may have been deleted.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(screen().queryByRole('dialog', { name: 'Note editor' })).toBeNull();
  });
  await step('the bad parameter is dropped and the notes are listed', async () => {
    await expectAddress(canvasElement, '/digi_notebook', 'REPLACE');
    await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  });
};
