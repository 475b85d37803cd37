import * as chrono from 'chrono-node';
import { fromWallClock, toWallClock, type AgentLocale } from '@/api/schema';
import { romanianChrono } from './romanianDates.ts';

const PARSERS: Record<AgentLocale, chrono.Chrono> = {
  en: chrono.en.casual,
  fr: chrono.fr.casual,
  zh: chrono.zh.casual,
  ro: romanianChrono(),
};

/** A timed event lasts this long unless the text says until when. */
const DEFAULT_DURATION_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ParsedEvent {
  title: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** Words left between the title and the date that belong to the date ("at", "à", "la", "在"). */
const DANGLING = /(?:^|\s)(?:at|on|à|le|la|pe|în|in|的|在)$/iu;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Reads `/event <title> <when>` in the user's language and zone. chrono computes in the
 * process's local time, so it is handed the user's wall clock as a local date and its answer's
 * components (year … minute) are read back as wall-clock time of `timeZone`. A date without a
 * time is an all-day event; no date at all is null (the agent then asks when).
 */
export function parseEventText(
  text: string,
  locale: AgentLocale,
  timeZone: string,
  now: Date = new Date(),
): { title: string; when: ParsedEvent | null } {
  const wall = toWallClock(now, timeZone);
  const [date, time] = wall.split('T') as [string, string];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const reference = new Date(y, mo - 1, d, h, mi);
  const [result] = PARSERS[locale].parse(text, reference, { forwardDate: true });
  if (!result) return { title: text.trim(), when: null };
  const title = `${text.slice(0, result.index)} ${text.slice(result.index + result.text.length)}`
    .replace(/\s+/g, ' ')
    .trim()
    .replace(DANGLING, '')
    .trim();
  const at = (c: chrono.ParsedComponents) =>
    `${pad(c.get('year')!, 4)}-${pad(c.get('month')!)}-${pad(c.get('day')!)}`;
  if (!result.start.isCertain('hour')) {
    const day = `${at(result.start)}T00:00:00.000Z`;
    const last = result.end ? `${at(result.end)}T00:00:00.000Z` : day;
    return {
      title,
      when: {
        title,
        allDay: true,
        start: day,
        end: new Date(Date.parse(last) + DAY_MS).toISOString(),
      },
    };
  }
  const instant = (c: chrono.ParsedComponents) =>
    fromWallClock(`${at(c)}T${pad(c.get('hour')!)}:${pad(c.get('minute') ?? 0)}:00`, timeZone);
  const start = instant(result.start);
  const end =
    result.end && result.end.isCertain('hour')
      ? instant(result.end)
      : new Date(start.getTime() + DEFAULT_DURATION_MS);
  return {
    title,
    when: {
      title,
      allDay: false,
      start: start.toISOString(),
      end: (end > start ? end : new Date(start.getTime() + DEFAULT_DURATION_MS)).toISOString(),
    },
  };
}
