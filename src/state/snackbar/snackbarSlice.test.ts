import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, SNACKBAR_DEFAULTS } from '@/config';
import { setSetting, settingsReplaced, settingsReset } from '@/state/settings/settingsSlice';
import {
  initialSnackbarState,
  snackbarClosed,
  snackbarDenseSet,
  snackbarIconVariantSet,
  snackbarOpened,
  snackbarSlice,
} from './snackbarSlice';

const reduce = snackbarSlice.reducer;

describe('snackbar slice', () => {
  test('starts closed with the SPEC defaults', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(Object.keys(state).sort()).toEqual(
      [
        'action',
        'open',
        'message',
        'anchorOrigin',
        'variant',
        'alert',
        'transition',
        'close',
        'maxStack',
        'dense',
        'iconVariant',
        'actionButton',
      ].sort(),
    );
    expect(state.open).toBe(false);
    expect(state.message).toBe(SNACKBAR_DEFAULTS.message);
    expect(state.anchorOrigin).toEqual({ vertical: 'bottom', horizontal: 'right' });
    expect(state.variant).toBe('default');
    expect(state.close).toBe(true);
    expect(state.maxStack).toBe(DEFAULT_SETTINGS.snackbarMaxStack);
  });

  test('opening resets options a previous caller set, but keeps dense and icon preferences', () => {
    let state = reduce(initialSnackbarState, snackbarDenseSet(true));
    state = reduce(state, snackbarIconVariantSet('useemojis'));
    state = reduce(
      state,
      snackbarOpened({
        message: 'Saved',
        variant: 'alert',
        alert: { color: 'error', variant: 'outlined' },
        transition: 'Grow',
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
      }),
    );
    expect(state).toMatchObject({ open: true, message: 'Saved', variant: 'alert', dense: true });
    state = reduce(state, snackbarClosed());
    expect(state.open).toBe(false);
    state = reduce(state, snackbarOpened({ alert: { color: 'info', variant: 'filled' } }));
    expect(state).toMatchObject({
      open: true,
      message: SNACKBAR_DEFAULTS.message,
      variant: 'default',
      transition: 'Fade',
      anchorOrigin: SNACKBAR_DEFAULTS.anchorOrigin,
      alert: { color: 'info', variant: 'filled' },
      iconVariant: 'useemojis',
      dense: true,
    });
  });

  test('every open flips `action`, so re-opening an open snackbar is observable', () => {
    const first = reduce(initialSnackbarState, snackbarOpened());
    const second = reduce(first, snackbarOpened());
    expect(second.open).toBe(true);
    expect(second.action).not.toBe(first.action);
  });

  test('maxStack follows the snackbarMaxStack setting and ignores invalid values', () => {
    let state = reduce(initialSnackbarState, setSetting('snackbarMaxStack', 5));
    expect(state.maxStack).toBe(5);
    state = reduce(state, setSetting('snackbarMaxStack', 99));
    expect(state.maxStack).toBe(5);
    state = reduce(state, settingsReplaced({ snackbarMaxStack: 7 }));
    expect(state.maxStack).toBe(7);
    state = reduce(state, settingsReplaced({ snackbarMaxStack: 'lots' }));
    expect(state.maxStack).toBe(DEFAULT_SETTINGS.snackbarMaxStack);
    state = reduce(reduce(state, setSetting('snackbarMaxStack', 2)), settingsReset());
    expect(state.maxStack).toBe(DEFAULT_SETTINGS.snackbarMaxStack);
  });
});
