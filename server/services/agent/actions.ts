import {
  EMPTY_NOTE_CONTENT,
  NOTE_LIMITS,
  SEARCH_LIMITS,
  dateInZone,
  fromWallClock,
  isTimeZone,
  type AgentLocale,
  type CalendarEvent,
  type Citation,
  type CommandResult,
  type NoteContent,
  type SearchHit,
} from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';
import type { Assistant } from '../assistant/assistant.ts';
import type { Calendars } from '../calendar/calendars.ts';
import type { CalendarEvents } from '../calendar/events.ts';
import type { Notes } from '../notes.ts';
import type { Search } from '../search/engine.ts';

/** What the agent's commands and tools may do, always as one signed-in user. */
export interface AgentDeps {
  db: Queryable;
  notes: Notes;
  calendarEvents: CalendarEvents;
  calendars: Calendars;
  search: Search;
  assistant: Assistant;
}

/** Who is asking, in which language and zone. */
export interface RunContext {
  userId: string;
  locale: AgentLocale;
  /** The browser's zone, used when the user saved none. */
  timeZone?: string;
}

const RECENT_NOTES = 5;

/** An event as a summary names it (the agent's /today, the MCP tools build on it). */
export const eventSummary = (event: CalendarEvent) => ({
  id: event.id,
  occurrenceId: event.occurrenceId,
  title: event.title,
  start: event.start,
  end: event.end,
  allDay: event.allDay,
});

/** A note's editor document from plain lines (blank lines become empty paragraphs). */
export function noteContent(lines: string[]): NoteContent {
  if (!lines.length) return EMPTY_NOTE_CONTENT;
  return {
    type: 'doc',
    content: lines.map((line) =>
      line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
    ),
  } as NoteContent;
}

/** A file passage as a search hit: the passage is the snippet, its marked sentences the matches. */
function fileHit(citation: Citation): SearchHit {
  return {
    id: citation.id,
    title: citation.title,
    titleMatches: [],
    snippet: citation.text,
    snippetMatches: citation.marks,
  };
}

/**
 * The writes and reads shared by slash commands and model tools. Every one takes the asking
 * user's id from the run, never from the text or the model's arguments, and every lookup is
 * scoped to that user, so no argument can reach another user's data.
 */
export function createAgentActions(deps: AgentDeps) {
  async function zoneOf(context: RunContext): Promise<string> {
    const saved = await deps.calendars.timeZone(context.userId);
    if (saved) return saved;
    return context.timeZone && isTimeZone(context.timeZone) ? context.timeZone : 'UTC';
  }

  async function username(userId: string): Promise<string> {
    const row = await deps.db.one<{ username: string }>(
      sql`SELECT username FROM users WHERE id = ${userId}`,
    );
    return row.username;
  }

  return {
    zoneOf,

    async createNote(userId: string, title: string, body: string) {
      // The note's history marks this save as the agent's.
      const note = await deps.notes.create(
        userId,
        {
          title: title.slice(0, NOTE_LIMITS.title),
          content: noteContent(body ? body.split('\n') : []),
          plainText: body,
          tags: [],
          color: 'default',
          pinned: false,
        },
        undefined,
        'agent',
      );
      // A new note's first version is this save: the answer links to it ("See what changed").
      const version = await deps.db.one<{ id: string }>(sql`SELECT id FROM note_versions
        WHERE note_id = ${note.id} AND user_id = ${userId} ORDER BY seq LIMIT 1`);
      return {
        kind: 'note_created' as const,
        noteId: note.id,
        title: note.title,
        versionId: version.id,
      };
    },

    async createEvent(
      userId: string,
      event: { title: string; start: string; end: string; allDay: boolean; timeZone: string },
    ) {
      const created = await deps.calendarEvents.create(userId, {
        ...event,
        description: '',
        location: '',
        color: 'default',
        recurrence: null,
      });
      return {
        kind: 'event_created' as const,
        eventId: created.id,
        title: created.title,
        start: created.start,
        end: created.end,
        allDay: created.allDay,
        timeZone: created.timeZone,
        username: await username(userId),
      };
    },

    /** Notes, events and files holding the words (files by the assistant's retrieval). */
    async searchAll(userId: string, query: string): Promise<CommandResult> {
      const [found, passages] = await Promise.all([
        deps.search.search(userId, query, {
          kinds: ['notes', 'events'],
          limit: SEARCH_LIMITS.perKind,
        }),
        deps.assistant.passages(userId, { question: query, scope: { files: 'all', notes: false } }),
      ]);
      return {
        kind: 'search_results',
        query,
        notes: found.notes,
        events: found.events,
        files: passages.map(fileHit),
      };
    },

    async today(context: RunContext): Promise<CommandResult> {
      const timeZone = await zoneOf(context);
      const date = dateInZone(new Date(), timeZone);
      const from = fromWallClock(`${date}T00:00:00`, timeZone).toISOString();
      const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
      const to = fromWallClock(`${next}T00:00:00`, timeZone).toISOString();
      const [events, notes, name] = await Promise.all([
        deps.calendarEvents.range(context.userId, from, to),
        deps.db.many<{ id: string; title: string; updated_at: Date }>(sql`
          SELECT id, title, updated_at FROM notes WHERE user_id = ${context.userId} AND trashed_at IS NULL
          ORDER BY updated_at DESC, id DESC LIMIT ${RECENT_NOTES}`),
        username(context.userId),
      ]);
      return {
        kind: 'today',
        date,
        timeZone,
        username: name,
        events: events.map(eventSummary),
        notes: notes.map((note) => ({
          id: note.id,
          title: note.title,
          updatedAt: note.updated_at.toISOString(),
        })),
      };
    },
  };
}

export type AgentActions = ReturnType<typeof createAgentActions>;
