import { expect, userEvent, waitFor, within } from 'storybook/test';

const screen = () => within(document.body);

export const click = (canvasElement: HTMLElement, name: string | RegExp) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** The notifications on screen, oldest first (the store snackbar is closed in these stories). */
export const notifications = () => screen().queryAllByRole('alert');

export const texts = () => notifications().map((element) => element.textContent ?? '');

export const logLines = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('log'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

export async function expectLogged(canvasElement: HTMLElement, line: string, timeout = 3000) {
  await waitFor(() => expect(logLines(canvasElement)).toContain(line), { timeout });
}

/** Waits until exactly these messages are on screen, in this order. */
export async function expectShown(messages: string[]) {
  await waitFor(() => expect(texts()).toEqual(messages));
}

export const numbered = (n: number) => `Notification ${n}`;
