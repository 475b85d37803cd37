import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Dialogs render in a portal on <body>. */
export const screen = () => within(document.body);

/** Submits the form that holds the named button. */
export async function submit(canvas: HTMLElement, name: string | RegExp) {
  await userEvent.click(within(canvas).getByRole('button', { name }));
}

/** The helper text MUI links to a field through aria-describedby. */
export async function expectFieldError(field: HTMLElement, text: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(text);
}

export async function expectLocation(canvas: HTMLElement, path: string) {
  await waitFor(() => expect(within(canvas).getByTestId('location')).toHaveTextContent(path), {
    timeout: 5000,
  });
}

export const signedOutState = { session: { status: 'signedOut' as const, user: null } };

/** The page's heading, once its lazily loaded chunk has rendered (slow on a cold dev server). */
export async function findPage(canvas: HTMLElement, name?: string | RegExp) {
  return within(canvas).findByRole(
    'heading',
    { level: 1, ...(name ? { name } : {}) },
    { timeout: 15000 },
  );
}
