import { expect, userEvent, waitFor } from 'storybook/test';
import { screen } from '@stories/layouts/support/play';

/** Reads what the live app shows behind the customizer (it is aria-hidden there, so by selector). */
export const probe = {
  drawerWidth: () =>
    document.querySelector('aside[aria-label="Navigation"]')?.getBoundingClientRect().width,
  horizontalBar: () => document.querySelector('[data-testid="horizontal-bar"]'),
  contentMaxWidth: () =>
    getComputedStyle(document.querySelector('[data-testid="layout-content"]')!).maxWidth,
  bodyBackground: () => getComputedStyle(document.body).backgroundColor,
  bodyFont: () => getComputedStyle(document.body).fontFamily,
  buttonBackground: () =>
    getComputedStyle(document.querySelector('[data-testid="sample-button"]')!).backgroundColor,
  buttonRadius: () =>
    getComputedStyle(document.querySelector('[data-testid="sample-button"]')!).borderTopLeftRadius,
  fieldBackground: () =>
    getComputedStyle(document.querySelector('[data-testid="sample-field"] .MuiInputBase-root')!)
      .backgroundColor,
  notifications: () => screen().queryAllByText(/^Sample notification \d+$/).length,
};

/** Clicks a control and waits until `read` reports something other than before. */
export async function expectChange(read: () => unknown, act: () => Promise<void>) {
  const before = read();
  await act();
  await waitFor(() => expect(read()).not.toEqual(before));
  return { before, after: read() };
}

export const customizer = () => screen().getByRole('dialog', { name: /Appearance|Apparence/ });

export async function openCustomizer() {
  await userEvent.click(await screen().findByRole('button', { name: 'Appearance settings' }));
  return screen().findByRole('dialog', { name: 'Appearance' });
}
