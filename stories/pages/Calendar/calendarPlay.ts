import { expect, userEvent, waitFor, within } from 'storybook/test';

export const screen = () => within(document.body);

/** FullCalendar's chunk loads with the page: allow for it. */
export const GRID_LOAD = { timeout: 8000 };

/** The rendered event titled `title` once the grid has drawn it. */
export async function eventIn(canvasElement: HTMLElement, title: string) {
  const text = await within(canvasElement).findByText(title, {}, GRID_LOAD);
  return text.closest<HTMLElement>('[data-occurrence]')!;
}

/** Opens an event's dialog by clicking it. */
export async function openEvent(canvasElement: HTMLElement, title: string) {
  await userEvent.click(await eventIn(canvasElement, title));
  return within(await screen().findByRole('dialog', { name: /event/i }));
}

export async function expectGone(canvasElement: HTMLElement, title: string) {
  await waitFor(() => expect(within(canvasElement).queryByText(title)).toBeNull(), GRID_LOAD);
}
