import { describe, expect, it } from 'vitest';
import { keyboardMove } from './keyboardMoves';

const timed = { start: '2026-03-27T07:00:00.000Z', end: '2026-03-27T08:00:00.000Z', allDay: false };
const grid = { timeGrid: true, rtl: false, zone: 'Europe/Bucharest' };

describe('moving an event with the keyboard', () => {
  it('moves a day sideways and keeps the wall-clock time across a DST change', () => {
    // 27 March 09:00 in Bucharest (UTC+2); 29 March is UTC+3, so 09:00 is 06:00 UTC.
    const once = keyboardMove('ArrowRight', false, timed, grid);
    expect(once?.start).toBe('2026-03-28T07:00:00.000Z');
    expect(keyboardMove('ArrowRight', false, { ...timed, ...once }, grid)).toEqual({
      kind: 'moved',
      start: '2026-03-29T06:00:00.000Z',
      end: '2026-03-29T07:00:00.000Z',
    });
  });

  it('moves by a slot up and down in a time grid, by a week in a grid of days', () => {
    expect(keyboardMove('ArrowDown', false, timed, grid)?.start).toBe('2026-03-27T07:30:00.000Z');
    expect(keyboardMove('ArrowUp', false, timed, { ...grid, timeGrid: false })?.start).toBe(
      '2026-03-20T07:00:00.000Z',
    );
  });

  it('follows reading direction in rtl', () => {
    expect(keyboardMove('ArrowRight', false, timed, { ...grid, rtl: true })?.start).toBe(
      '2026-03-26T07:00:00.000Z',
    );
  });

  it('resizes by a slot or a day and never below one', () => {
    expect(keyboardMove('ArrowDown', true, timed, grid)).toEqual({
      kind: 'resized',
      start: timed.start,
      end: '2026-03-27T08:30:00.000Z',
    });
    const short = { ...timed, end: '2026-03-27T07:30:00.000Z' };
    expect(keyboardMove('ArrowUp', true, short, grid)).toBeNull();
    const day = {
      start: '2026-03-12T00:00:00.000Z',
      end: '2026-03-13T00:00:00.000Z',
      allDay: true,
    };
    expect(keyboardMove('ArrowRight', true, day, grid)?.end).toBe('2026-03-14T00:00:00.000Z');
    expect(keyboardMove('ArrowLeft', true, day, grid)).toBeNull();
  });

  it('ignores other keys', () => {
    expect(keyboardMove('Enter', false, timed, grid)).toBeNull();
  });
});
