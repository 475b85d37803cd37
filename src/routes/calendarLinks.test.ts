import { describe, expect, it } from 'vitest';
import { CALENDAR_PARAMS, calendarLink, NEW_EVENT, newEventLink } from './paths';

const params = (link: string) => new URL(link, 'http://quire.test').searchParams;

describe('calendar links', () => {
  it('names the owner, escaped', () => {
    expect(calendarLink('ana maria')).toBe('/calendar/ana%20maria');
  });

  it('opens an event through the parameter the calendar reads', () => {
    const link = calendarLink('ana', 'e1/2');
    expect(params(link).get(CALENDAR_PARAMS.event)).toBe('e1/2');
  });

  it('asks for a new event through the parameter and value the calendar reads', () => {
    expect(newEventLink('ana')).toBe('/calendar/ana?new=1');
    expect(params(newEventLink('ana')).get(CALENDAR_PARAMS.new)).toBe(NEW_EVENT);
  });
});
