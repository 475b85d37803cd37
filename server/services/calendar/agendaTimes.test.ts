import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/api/schema/calendar';
import { agendaOfDay, nextAgendaAt } from './agendaTimes.ts';

const at = (iso: string) => Date.parse(iso);

describe('agenda times', () => {
  it('keeps the local hour across both daylight-saving changes', () => {
    const zone = 'Europe/Bucharest';
    expect(nextAgendaAt(zone, '07:30', at('2026-03-28T06:00:00Z')).toISOString()).toBe(
      '2026-03-29T04:30:00.000Z',
    );
    expect(nextAgendaAt(zone, '07:30', at('2026-10-24T04:30:00Z')).toISOString()).toBe(
      '2026-10-25T05:30:00.000Z',
    );
    // Strictly after: the moment itself moves to the next day.
    expect(nextAgendaAt('UTC', '00:00', at('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-01-02T00:00:00.000Z',
    );
  });

  it('lists all-day events by their floating dates first, then the timed ones of the local day', () => {
    const event = (title: string, start: string, end: string, allDay = false) =>
      ({ title, start, end, allDay }) as CalendarEvent;
    const events = [
      event('Late call', '2026-06-01T20:30:00Z', '2026-06-01T21:00:00Z'), // 23:30 in Bucharest
      event('Yesterday all day', '2026-05-31T00:00:00Z', '2026-06-01T00:00:00Z', true),
      event('Trip', '2026-06-01T00:00:00Z', '2026-06-03T00:00:00Z', true),
      event('After midnight', '2026-06-01T21:30:00Z', '2026-06-01T22:00:00Z'), // 2 June locally
      event('Breakfast', '2026-06-01T05:00:00Z', '2026-06-01T06:00:00Z'),
    ];
    expect(agendaOfDay(events, '2026-06-01', 'Europe/Bucharest').map((e) => e.title)).toEqual([
      'Trip',
      'Breakfast',
      'Late call',
    ]);
  });
});
