import { describe, expect, test } from 'vitest';
import type { AgentLocale } from '@/api/schema';
import { parseEventText } from './eventDates.ts';

// Wednesday 25 November 2026, 09:30 in Bucharest (UTC+2), 15:30 in Shanghai.
const NOW = new Date('2026-11-25T07:30:00Z');

const parse = (text: string, locale: AgentLocale, zone = 'Europe/Bucharest') =>
  parseEventText(text, locale, zone, NOW);

/** Each language's phrases with a time: the text, the title left, the start (an hour long). */
const TIMED: Record<AgentLocale, [text: string, title: string, start: string][]> = {
  en: [
    ['Dentist tomorrow 10:00', 'Dentist', '2026-11-26T08:00:00.000Z'],
    ['Dentist tomorrow at 10am', 'Dentist', '2026-11-26T08:00:00.000Z'],
    ['Lunch with Ana next friday at noon', 'Lunch with Ana', '2026-12-04T10:00:00.000Z'],
  ],
  fr: [
    ['Dentiste demain 10h', 'Dentiste', '2026-11-26T08:00:00.000Z'],
    ['Réunion vendredi à 14h30', 'Réunion', '2026-11-27T12:30:00.000Z'],
  ],
  ro: [
    ['Dentist mâine la 10', 'Dentist', '2026-11-26T08:00:00.000Z'],
    ['Dentist maine la ora 10:30', 'Dentist', '2026-11-26T08:30:00.000Z'],
    ['Cina poimâine la 7 seara', 'Cina', '2026-11-27T17:00:00.000Z'],
    ['Ședință vineri la 14', 'Ședință', '2026-11-27T12:00:00.000Z'],
    ['Ședință luni la 9', 'Ședință', '2026-11-30T07:00:00.000Z'],
    ['Concert 3 decembrie la 20:00', 'Concert', '2026-12-03T18:00:00.000Z'],
  ],
  zh: [
    ['牙医 明天10点', '牙医', '2026-11-26T08:00:00.000Z'],
    ['明天下午3点 开会', '开会', '2026-11-26T13:00:00.000Z'],
  ],
};
const TIMED_CASES = (Object.keys(TIMED) as AgentLocale[]).flatMap((locale) =>
  TIMED[locale].map(([text, title, start]) => ({ text, locale, title, start })),
);

describe('event dates in the user language and zone', () => {
  test.each(TIMED_CASES)('$text ($locale)', ({ text, locale, title, start }) => {
    const { when } = parse(text, locale);
    expect(when).toMatchObject({ title, start, allDay: false });
    expect(Date.parse(when!.end) - Date.parse(start)).toBe(3_600_000);
  });

  test('a date without a time is an all-day event on that local date', () => {
    expect(parse('Holiday azi', 'ro').when).toMatchObject({
      title: 'Holiday',
      allDay: true,
      start: '2026-11-25T00:00:00.000Z',
      end: '2026-11-26T00:00:00.000Z',
    });
    expect(parse('Conference tomorrow', 'en').when?.start).toBe('2026-11-26T00:00:00.000Z');
  });

  test('the zone decides which day "tomorrow" is', () => {
    // 23:30 on the 25th in New York is already the 26th in UTC.
    const late = new Date('2026-11-26T04:30:00Z');
    const { when } = parseEventText('Call tomorrow 9:00', 'en', 'America/New_York', late);
    expect(when?.start).toBe('2026-11-26T14:00:00.000Z');
  });

  test('an explicit end time is kept', () => {
    expect(parse('Workshop tomorrow 10:00-12:30', 'en').when).toMatchObject({
      start: '2026-11-26T08:00:00.000Z',
      end: '2026-11-26T10:30:00.000Z',
    });
  });

  test.each([
    ['Dentist', 'en'],
    ['Dentiste bientôt', 'fr'],
    ['Dentist cândva', 'ro'],
    ['牙医', 'zh'],
  ] as const)('no date in "%s" (%s): asks when, keeps the title', (text, locale) => {
    expect(parse(text, locale)).toEqual({ title: text, when: null });
  });

  test('Romanian words do not fire inside other words', () => {
    expect(parse('Joia tematică', 'ro').when?.start).toBe('2026-11-26T00:00:00.000Z');
    expect(parse('Mailuri de trimis', 'ro').when).toBeNull();
    expect(parse('Lunetă nouă', 'ro').when).toBeNull();
  });
});
