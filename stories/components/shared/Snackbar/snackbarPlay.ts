import { expect, userEvent, waitFor, within } from 'storybook/test';

export const screen = () => within(document.body);

/** Opens the snackbar through the demo button and returns its element. */
export async function openSnackbar(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archive note' }));
  const alert = await screen().findByRole('alert');
  await expect(alert).toBeVisible();
  return alert.closest<HTMLElement>('.MuiSnackbar-root')!;
}

export async function expectClosed() {
  await waitFor(() => expect(screen().queryByRole('alert')).not.toBeInTheDocument());
}

/** Where the snackbar sits in the viewport, as a row and a column of a 3×2 grid. */
export function placement(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const middle = rect.left + rect.width / 2;
  const third = window.innerWidth / 3;
  return {
    vertical: rect.top + rect.height / 2 < window.innerHeight / 2 ? 'top' : 'bottom',
    horizontal: middle < third ? 'left' : middle > 2 * third ? 'right' : 'center',
  };
}
