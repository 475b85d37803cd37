import { describe, expect, test } from 'vitest';
import { bindsLikeTooltip, namingProps } from './tooltipBinding';

describe('tooltip binding', () => {
  test('names the closed child as MUI does: aria-label, or the native title when describing', () => {
    expect(namingProps({ title: 'Settings' })).toEqual({ 'aria-label': 'Settings' });
    expect(namingProps({ title: 'Notes', describeChild: true })).toEqual({ title: 'Notes' });
    expect(
      namingProps({ title: 'Notes', describeChild: true, disableHoverListener: true }),
    ).toEqual({});
    expect(namingProps({ title: null })).toEqual({});
  });

  test('keeps the attributes, drops handlers and the ref, and reuses equal ones', () => {
    const first = bindsLikeTooltip(null, {
      'aria-label': 'Settings',
      className: '',
      onFocus: () => {},
      ref: () => {},
    });
    expect(first).toEqual({ 'aria-label': 'Settings', className: '' });
    expect(
      bindsLikeTooltip(first, { 'aria-label': 'Settings', className: '', onBlur: () => {} }),
    ).toBe(first);
    expect(
      bindsLikeTooltip(first, { 'aria-label': 'Settings', className: '', 'aria-describedby': 'x' }),
    ).toEqual({
      'aria-label': 'Settings',
      className: '',
      'aria-describedby': 'x',
    });
  });
});
