/**
 * The looks every component's stories show besides its states: dark, right-to-left and the three
 * languages besides English. A stories file defines the ones it needs from these
 * (`export const Dark = looks.Dark;`): a re-export (`export { Dark } from …`) is neither indexed by
 * Storybook nor turned into a test.
 */
export const Dark = { globals: { mode: 'dark' } };
export const RightToLeft = { globals: { direction: 'rtl' } };
export const French = { globals: { locale: 'fr' } };
export const Romanian = { globals: { locale: 'ro' } };
export const Chinese = { globals: { locale: 'zh' } };
