import { describe, expect, it } from 'vitest';
import type { CalendarInfo } from '@/api/schema';
import { pickerCalendars } from './pickerCalendars';

const info = (username: string, access: CalendarInfo['access'], hidden = false): CalendarInfo => ({
  owner: { username, name: username, timeZone: 'UTC' },
  access,
  hidden,
});

describe('the calendar picker', () => {
  const mine = info('ana', 'owner');
  const shared = info('mihai', 'read');

  it('lists what the server listed when the calendar shown is among them', () => {
    expect(pickerCalendars([mine, shared], info('MIHAI', 'read'))).toEqual([mine, shared]);
    expect(pickerCalendars(undefined, undefined)).toEqual([]);
  });

  it('adds a hidden calendar only while it is the one shown', () => {
    const hidden = info('radu', 'read', true);
    expect(pickerCalendars([mine, shared], hidden)).toEqual([mine, shared, hidden]);
    expect(pickerCalendars([mine, shared], mine)).toEqual([mine, shared]);
  });
});
