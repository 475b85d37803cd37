import { describe, expect, it } from 'vitest';
import { SNACKBAR_DEFAULTS } from '@/config';
import { autoHideDurationOf, carriesAction, isUndoShortcut } from './snackbarTiming';

const key = (over: Partial<Parameters<typeof isUndoShortcut>[0]>) => ({
  key: 'z',
  ctrlKey: true,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  target: null,
  ...over,
});

describe('the snackbar’s time on screen', () => {
  it('stays at least 6 s when it carries UNDO, the short default otherwise', () => {
    expect(autoHideDurationOf({ variant: 'default', actionButton: false })).toBeGreaterThanOrEqual(
      6000,
    );
    expect(autoHideDurationOf({ variant: 'alert', actionButton: true })).toBeGreaterThanOrEqual(
      6000,
    );
    expect(autoHideDurationOf({ variant: 'alert', actionButton: false })).toBe(
      SNACKBAR_DEFAULTS.autoHideDuration,
    );
    expect(carriesAction({ variant: 'alert', actionButton: false })).toBe(false);
  });

  it('reads Ctrl+Z and ⌘Z as UNDO, but not in a text field or with Shift', () => {
    expect(isUndoShortcut(key({}))).toBe(true);
    expect(isUndoShortcut(key({ key: 'Z', ctrlKey: false, metaKey: true }))).toBe(true);
    expect(isUndoShortcut(key({ shiftKey: true }))).toBe(false);
    expect(isUndoShortcut(key({ ctrlKey: false }))).toBe(false);
    expect(isUndoShortcut(key({ key: 'y' }))).toBe(false);
    const field = { tagName: 'INPUT' } as unknown as EventTarget;
    const editor = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget;
    const page = { tagName: 'BODY', isContentEditable: false } as unknown as EventTarget;
    expect(isUndoShortcut(key({ target: field }))).toBe(false);
    expect(isUndoShortcut(key({ target: editor }))).toBe(false);
    expect(isUndoShortcut(key({ target: page }))).toBe(true);
  });
});
