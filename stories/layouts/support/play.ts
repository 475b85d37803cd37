import { expect, waitFor, within } from 'storybook/test';

/** Popups, menus and the temporary drawer render in a portal on <body>. */
export const screen = () => within(document.body);

export async function expectLocation(canvasElement: HTMLElement, path: string) {
  await waitFor(() =>
    expect(within(canvasElement).getByTestId('location')).toHaveTextContent(path),
  );
}

/** The one menu link marked as the current page. */
export function currentLink(container: HTMLElement): HTMLElement | null {
  return container.querySelector('nav [aria-current="page"]');
}

export async function expectCurrent(container: HTMLElement, name: string) {
  await waitFor(() => expect(currentLink(container)).toHaveAccessibleName(name));
}

export function drawerPaper(): HTMLElement {
  const paper = document.querySelector<HTMLElement>('aside[aria-label="Navigation"]');
  if (!paper) throw new Error('no drawer');
  return paper;
}
