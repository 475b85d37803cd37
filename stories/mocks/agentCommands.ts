import { dateInZone, fromWallClock, SLASH_COMMANDS, type CommandResult } from '@/api/schema';
import { adaUser } from './accountFixtures';
import { fixtureId, milkNote } from './agentFixtures';
import { searchDocuments, searchIn } from './search';

/** The mocks' clock and place: the agent fixtures' morning, in Ada's zone. */
export const COMMAND_NOW = '2026-11-25T09:00:00.000Z';
export const COMMAND_ZONE = 'Europe/Bucharest';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const dayFrom = (offset: number) =>
  dateInZone(new Date(Date.parse(COMMAND_NOW) + offset * DAY_MS).toISOString(), COMMAND_ZONE);

/**
 * `/event <title> <when>` for the words the stories use: "today" or "tomorrow", with an optional
 * "HH:MM" (an hour long) or without (all day). The server reads far more (chrono-node, four
 * languages); what matters here is each answer's shape.
 */
function eventCommand(text: string): CommandResult {
  const match = /^(.*?)\s*\b(today|tomorrow)(?:\s+(\d{1,2}):(\d{2}))?$/iu.exec(text);
  const title = (match ? match[1]! : text).trim();
  if (!title) return { kind: 'event_needs_title' };
  if (!match) return { kind: 'event_needs_time', title };
  const date = dayFrom(match[2]!.toLowerCase() === 'today' ? 0 : 1);
  const timed = match[3] !== undefined;
  const start = timed
    ? fromWallClock(`${date}T${match[3]!.padStart(2, '0')}:${match[4]}:00`, COMMAND_ZONE)
    : new Date(`${date}T00:00:00.000Z`);
  return {
    kind: 'event_created',
    eventId: fixtureId(),
    title,
    start: start.toISOString(),
    end: new Date(start.getTime() + (timed ? HOUR_MS : DAY_MS)).toISOString(),
    allDay: !timed,
    timeZone: COMMAND_ZONE,
    username: adaUser.username,
  };
}

function todayCommand(): CommandResult {
  const date = dayFrom(0);
  const at = (time: string) => fromWallClock(`${date}T${time}:00`, COMMAND_ZONE).toISOString();
  const standup = fixtureId();
  return {
    kind: 'today',
    date,
    timeZone: COMMAND_ZONE,
    username: adaUser.username,
    events: [
      {
        id: standup,
        occurrenceId: standup,
        title: 'Standup',
        start: at('10:00'),
        end: at('10:15'),
        allDay: false,
      },
    ],
    notes: [{ id: milkNote.id, title: milkNote.title, updatedAt: COMMAND_NOW }],
  };
}

/**
 * A slash command's result as the server words it in data (docs/agent.md "Slash commands"):
 * every command the product has, its needs-* answers, and `unknown_command`. Free text is null.
 */
export function slashCommand(content: string): CommandResult | null {
  const match = /^\/(\S+)(?:\s+([\s\S]*))?$/u.exec(content.trim());
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  const text = (match[2] ?? '').trim();
  switch (name) {
    case 'note':
      return text
        ? {
            kind: 'note_created',
            noteId: fixtureId(),
            title: text.split('\n')[0]!.trim(),
            versionId: fixtureId(),
          }
        : { kind: 'note_needs_text' };
    case 'event':
      return eventCommand(text);
    case 'search': {
      if (!text) return { kind: 'search_needs_words' };
      const { notes, events, files } = searchIn(searchDocuments, text);
      return { kind: 'search_results', query: text, notes, events, files };
    }
    case 'today':
      return todayCommand();
    case 'help':
      return { kind: 'help', commands: [...SLASH_COMMANDS] };
    default:
      return { kind: 'unknown_command', name: match[1]! };
  }
}
