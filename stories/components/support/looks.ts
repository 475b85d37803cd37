/**
 * The looks every component's stories show besides its states: dark, right-to-left and the three
 * languages besides English. A stories file re-exports the ones it needs
 * (`export { Dark, French } from '@stories/components/support/looks'`); Storybook indexes them as
 * that file's own stories.
 */
export const Dark = { globals: { mode: 'dark' } };
export const RightToLeft = { globals: { direction: 'rtl' } };
export const French = { globals: { locale: 'fr' } };
export const Romanian = { globals: { locale: 'ro' } };
export const Chinese = { globals: { locale: 'zh' } };
