import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatEventStart } from './eventStart';

const intl = createIntl({ locale: 'en', messages: {} });
// Intl may part a time from its AM/PM with a narrow no-break space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatEventStart', () => {
  it('writes a timed start on the clock of the zone given', () => {
    const start = '2026-12-08T12:00:00.000Z';
    expect(plain(formatEventStart(intl, start, false, 'Europe/Bucharest'))).toBe(
      'Dec 8, 2026, 2:00 PM',
    );
    expect(plain(formatEventStart(intl, start, false, 'America/New_York'))).toBe(
      'Dec 8, 2026, 7:00 AM',
    );
  });

  it('keeps an all-day date on its day west of UTC, with no time', () => {
    const start = '2027-03-12T00:00:00.000Z';
    expect(formatEventStart(intl, start, true, 'America/New_York')).toBe('Mar 12, 2027');
  });
});
