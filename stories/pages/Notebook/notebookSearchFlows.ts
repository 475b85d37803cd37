import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardTitles, expectTitles, notesList } from './notebookPlay';

type Play = (context: StoryContext) => Promise<void>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search notes' });

/** The marked words of each card, in list order. */
async function marksByCard(canvasElement: HTMLElement): Promise<string[][]> {
  const list = await notesList(canvasElement);
  return within(list)
    .getAllByRole('article')
    .map((card) => Array.from(card.querySelectorAll('mark')).map((mark) => mark.textContent ?? ''));
}

/** Waits for the cards to show these marks: the list updates a moment after typing. */
async function expectMarks(canvasElement: HTMLElement, marks: string[][]) {
  await waitFor(async () => expect(await marksByCard(canvasElement)).toEqual(marks), {
    timeout: 5000,
  });
}

async function searchFor(canvasElement: HTMLElement, text: string) {
  await userEvent.clear(searchBox(canvasElement));
  await userEvent.type(searchBox(canvasElement), text);
}

export const searchHighlightFlow: Play = async ({ canvasElement, step }) => {
  await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  await step('the first letters of a body word find it, marked on the card', async () => {
    await searchFor(canvasElement, 'bas');
    await expectTitles(canvasElement, ['Groceries']);
    await expectMarks(canvasElement, [['basil']]);
  });
  await step('two prefixes find the note with both', async () => {
    await searchFor(canvasElement, 'oat bre');
    await expectTitles(canvasElement, ['Groceries']);
    await expectMarks(canvasElement, [['Oat', 'bread']]);
  });
  await step('a typo in a longer word is forgiven', async () => {
    await searchFor(canvasElement, 'lemmons');
    await expectTitles(canvasElement, ['Groceries']);
    await expectMarks(canvasElement, [['lemons']]);
  });
};

export const searchNoResultsFlow: Play = async ({ canvasElement }) => {
  await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  await searchFor(canvasElement, 'giraffe');
  await expect(
    await within(canvasElement).findByRole('heading', { name: 'Nothing matches “giraffe”' }),
  ).toBeVisible();
};

export const searchSlowFlow: Play = async ({ canvasElement, step }) => {
  await expectTitles(canvasElement, ['Team meeting', 'Groceries', 'Reading list']);
  await step(
    'while the answer is on its way the search box says so over the old list',
    async () => {
      await searchFor(canvasElement, 'coff');
      await expect(
        await within(canvasElement).findByRole('progressbar', { name: 'Searching…' }),
      ).toBeVisible();
      await expect(await cardTitles(canvasElement)).toEqual([
        'Team meeting',
        'Groceries',
        'Reading list',
      ]);
    },
  );
  await step('then the match shows, marked', async () => {
    await expectTitles(canvasElement, ['Groceries']);
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expectMarks(canvasElement, [['coffee']]);
  });
};
