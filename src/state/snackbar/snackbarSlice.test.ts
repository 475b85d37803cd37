import { describe, expect, test } from 'vitest';
import { SNACKBAR_DEFAULTS } from '@/config';
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
  test('starts closed with the product defaults', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(Object.keys(state).sort()).toEqual(
      [
        'action',
        'open',
        'messageId',
        'anchorOrigin',
        'variant',
        'alert',
        'transition',
        'close',
        'dense',
        'iconVariant',
        'actionButton',
      ].sort(),
    );
    expect(state.open).toBe(false);
    expect(state.messageId).toBe(SNACKBAR_DEFAULTS.messageId);
    expect(state.anchorOrigin).toEqual({ vertical: 'bottom', horizontal: 'right' });
    expect(state.variant).toBe('default');
    expect(state.close).toBe(true);
  });

  test('opening resets options a previous caller set, but keeps dense and icon preferences', () => {
    let state = reduce(initialSnackbarState, snackbarDenseSet(true));
    state = reduce(state, snackbarIconVariantSet('useemojis'));
    state = reduce(
      state,
      snackbarOpened({
        messageId: 'notes.snackbar.trashed',
        variant: 'alert',
        alert: { color: 'error', variant: 'outlined' },
        transition: 'Grow',
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
      }),
    );
    expect(state).toMatchObject({
      open: true,
      messageId: 'notes.snackbar.trashed',
      variant: 'alert',
      dense: true,
    });
    state = reduce(state, snackbarClosed());
    expect(state.open).toBe(false);
    state = reduce(state, snackbarOpened({ alert: { color: 'info', variant: 'filled' } }));
    expect(state).toMatchObject({
      open: true,
      messageId: SNACKBAR_DEFAULTS.messageId,
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
});
