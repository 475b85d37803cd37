import * as chrono from 'chrono-node';

/**
 * chrono-node has no Romanian locale: this adds the words people type in a `/event` line to
 * the English casual parser (whose refiners merge a date and a time side by side). Diacritics
 * are optional because many keyboards lack them (`mâine`/`maine`, `marți`/`marti`).
 */
const RELATIVE_DAYS: Record<string, number> = {
  azi: 0,
  astazi: 0,
  astăzi: 0,
  ieri: -1,
  maine: 1,
  mâine: 1,
  poimaine: 2,
  poimâine: 2,
};

/** Index = JavaScript weekday (0 Sunday). */
const WEEKDAYS = [
  ['duminica', 'duminică'],
  ['luni'],
  ['marti', 'marți', 'marţi'],
  ['miercuri'],
  ['joi'],
  ['vineri'],
  ['sambata', 'sâmbătă', 'sâmbata', 'sambătă'],
];

const MONTHS = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
// \b does not see letters like â or ț as word characters: the edges are spelled out instead.
const edge = (body: string) => new RegExp(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}\\d])`, 'iu');

function dayAfter(ref: Date, days: number) {
  const date = new Date(ref.getFullYear(), ref.getMonth(), ref.getDate() + days);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const relativeDayParser: chrono.Parser = {
  pattern: () => edge(alternatives(Object.keys(RELATIVE_DAYS))),
  extract: (context, match) =>
    dayAfter(context.refDate, RELATIVE_DAYS[match[0].toLowerCase()] ?? 0),
};

const weekdayParser: chrono.Parser = {
  pattern: () =>
    edge(
      `(?:(?:pe|de)\\s+)?(${alternatives(WEEKDAYS.flat())})(?:a|ea)?(\\s+(?:viitoare|viitor|următoare|urmatoare))?`,
    ),
  extract: (context, match) => {
    const word = match[1]!.toLowerCase();
    const weekday = WEEKDAYS.findIndex((names) => names.includes(word));
    const today = context.refDate.getDay();
    let days = (weekday - today + 7) % 7 || 7;
    if (match[2] && days < 7) days += 7;
    return dayAfter(context.refDate, days);
  },
};

const dayMonthParser: chrono.Parser = {
  pattern: () => edge(`(\\d{1,2})\\s+(${alternatives(MONTHS)})(?:\\s+(\\d{4}))?`),
  extract: (context, match) => {
    const components = context.createParsingComponents({
      day: Number(match[1]),
      month: MONTHS.indexOf(match[2]!.toLowerCase()) + 1,
    });
    if (match[3]) components.assign('year', Number(match[3]));
    else components.imply('year', context.refDate.getFullYear());
    return components;
  },
};

const PARTS_OF_DAY = ['dimineața', 'dimineata', 'seara', 'după-amiaza', 'dupa-amiaza', 'noaptea'];
/** Hours said with a part of the day after noon: "la 7 seara" is 19:00. */
const AFTERNOON = new Set(['seara', 'după-amiaza', 'dupa-amiaza', 'noaptea']);

const timeParser: chrono.Parser = {
  pattern: () =>
    edge(
      `(?:la\\s+(?:ora\\s+)?|ora\\s+)(\\d{1,2})(?:[:.](\\d{2}))?(?:\\s+(${alternatives(PARTS_OF_DAY)}))?`,
    ),
  extract: (context, match) => {
    let hour = Number(match[1]);
    const minute = match[2] ? Number(match[2]) : 0;
    if (match[3] && AFTERNOON.has(match[3].toLowerCase()) && hour < 12) hour += 12;
    if (hour > 23 || minute > 59) return null;
    return context.createParsingComponents({ hour, minute });
  },
};

/** The English casual parser with Romanian words in front of it. */
export function romanianChrono(): chrono.Chrono {
  const ro = chrono.en.casual.clone();
  ro.parsers.unshift(relativeDayParser, weekdayParser, dayMonthParser, timeParser);
  return ro;
}
