import { describe, expect, it } from 'vitest';
import type { Notification } from '@/api/schema/notifications';
import { notificationLink } from './notificationLink';

const reminder = (target: string, start: string, allDay = false): Notification => ({
  id: '8d3c1f5e-2b4a-4c6d-9e8f-0a1b2c3d4e5f',
  kind: 'reminder',
  target,
  title: 'Dentist',
  payload: {
    eventId: '8d3c1f5e-2b4a-4c6d-9e8f-0a1b2c3d4e5f',
    start,
    allDay,
    minutesBefore: 10,
    late: false,
    latenessSeconds: 0,
  },
  createdAt: '2026-04-10T12:00:00.000Z',
  readAt: null,
  snoozedUntil: null,
});

describe('notificationLink', () => {
  it('opens a reminder at its occurrence’s date in the viewer’s zone', () => {
    const late = reminder('/calendar/ada?event=e1', '2026-04-10T23:30:00.000Z');
    expect(notificationLink(late, 'UTC')).toBe('/calendar/ada?event=e1&date=2026-04-10');
    expect(notificationLink(late, 'Europe/Bucharest')).toBe(
      '/calendar/ada?event=e1&date=2026-04-11',
    );
  });

  it('keeps an all-day date the same in every zone', () => {
    const allDay = reminder('/calendar/ada?event=e1', '2026-04-11T00:00:00.000Z', true);
    expect(notificationLink(allDay, 'America/New_York')).toBe(
      '/calendar/ada?event=e1&date=2026-04-11',
    );
  });

  it('leads home for a target outside the app', () => {
    for (const target of [
      'https://evil.test/x',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
    ])
      expect(notificationLink(reminder(target, '2026-04-10T10:00:00Z'), 'UTC')).toBe('/');
  });
});
