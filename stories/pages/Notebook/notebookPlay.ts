import { expect, userEvent, waitFor, within } from 'storybook/test';

export const screen = () => within(document.body);

/** The editor's chunk loads when a note is first opened (docs/performance.md): allow for it. */
export const EDITOR_LOAD = { timeout: 5000 };

/** The notes list once its first page has arrived. */
export async function notesList(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'Notes' }, { timeout: 5000 });
}

export async function cardTitles(canvasElement: HTMLElement): Promise<string[]> {
  const list = await notesList(canvasElement);
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

export async function expectTitles(canvasElement: HTMLElement, titles: string[]) {
  await waitFor(async () => expect(await cardTitles(canvasElement)).toEqual(titles), {
    timeout: 5000,
  });
}

export async function openEditor(canvasElement: HTMLElement, title: string) {
  const list = await notesList(canvasElement);
  await userEvent.click(within(list).getByRole('button', { name: title }));
  return screen().findByRole('dialog', { name: 'Note editor' }, EDITOR_LOAD);
}

export async function expectSaveState(editor: HTMLElement, text: RegExp | string) {
  await waitFor(() => expect(within(editor).getByRole('status')).toHaveTextContent(text), {
    timeout: 5000,
  });
}

/** Moves the caret to the end of the note text (user-event cannot do it in contenteditable). */
export async function caretToEnd(editor: HTMLElement) {
  const body = within(editor).getByRole('textbox', { name: 'Note text' });
  body.focus();
  const range = document.createRange();
  range.selectNodeContents(body);
  range.collapse(false);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return body;
}
