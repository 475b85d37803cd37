import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  eventDraftSchema,
  newDraft,
  requestOf,
  withStartMoved,
  type EventDraft,
} from './eventDraft';

const meeting: EventDraft = {
  title: 'Review',
  description: '',
  location: '',
  color: 'default',
  allDay: false,
  startDate: '2026-11-27',
  startTime: '09:00',
  endDate: '2026-11-27',
  endTime: '10:00',
  timeZone: 'Europe/Bucharest',
  recurrence: null,
  reminders: [],
};

describe('moving an event’s start in the dialog', () => {
  it('takes the end along, so the event keeps its length and can be saved', () => {
    const moved = withStartMoved(meeting, { startDate: '2026-11-28' });
    expect(moved).toMatchObject({
      startDate: '2026-11-28',
      endDate: '2026-11-28',
      endTime: '10:00',
    });
    const later = withStartMoved(moved, { startTime: '14:00' });
    expect(later).toMatchObject({ startTime: '14:00', endDate: '2026-11-28', endTime: '15:00' });
    expect(draftProblems(later)).toEqual({});
  });

  it('carries the end over midnight and keeps the wall-clock length across a clock change', () => {
    expect(withStartMoved(meeting, { startTime: '23:30' })).toMatchObject({
      endDate: '2026-11-28',
      endTime: '00:30',
    });
    // Bucharest moves its clocks back on 25 October 2026: an hour still reads 9:00 – 10:00.
    expect(withStartMoved(meeting, { startDate: '2026-10-25' })).toMatchObject({
      endDate: '2026-10-25',
      endTime: '10:00',
    });
  });

  it('moves an all-day event by whole days', () => {
    const trip = { ...meeting, allDay: true, startDate: '2026-11-27', endDate: '2026-11-29' };
    expect(withStartMoved(trip, { startDate: '2026-12-01' })).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-03',
    });
  });

  it('moves only the start while a date is half typed or the end was already before it', () => {
    expect(withStartMoved(meeting, { startDate: '' })).toMatchObject({ endDate: '2026-11-27' });
    const broken = { ...meeting, endDate: '2026-11-26' };
    expect(withStartMoved(broken, { startTime: '11:00' })).toMatchObject({ endDate: '2026-11-26' });
  });
});

describe('an event draft’s reminders', () => {
  const slot = { start: '2026-11-27T09:00:00Z', end: '2026-11-27T10:00:00Z', allDay: false };
  const defaults = { timed: [10], allDay: [900] };

  it('start from the user’s default for a timed or an all-day event', () => {
    expect(newDraft(slot, 'UTC', defaults).reminders).toEqual([10]);
    const day = { start: '2026-11-27T00:00:00Z', end: '2026-11-28T00:00:00Z', allDay: true };
    expect(newDraft(day, 'UTC', defaults).reminders).toEqual([900]);
  });

  it('go out with the request, and the server’s limits show on the field', () => {
    expect(requestOf({ ...meeting, reminders: [5, 60] }).reminders).toEqual([5, 60]);
    expect(draftProblems({ ...meeting, reminders: [0, 5, 10, 30, 60, 1440] })).toEqual({
      reminders: 'too_many_reminders',
    });
  });

  it('are none in a draft kept on this device before reminders existed', () => {
    const { reminders: _dropped, ...older } = meeting;
    expect(eventDraftSchema.parse(older).reminders).toEqual([]);
  });
});
