import { z } from 'zod';
import {
  AGENT_WRITE_TOOLS,
  fromWallClock,
  type AgentTool,
  type Citation,
  type ToolError,
  type ToolPreview,
  type ToolResult,
} from '@/api/schema';
import type { ToolDefinition } from '../assistant/model.ts';
import type { Automations } from '../automations/automations.ts';
import type { AgentActions, AgentDeps, RunContext } from './actions.ts';
import {
  CREATE_AUTOMATION_PARAMETERS,
  createAutomationArguments,
  prepareAutomation,
} from './automationTool.ts';

export { ToolFailure } from './automationTool.ts';

/** What the model's tools reach beyond the actions slash commands and MCP share. */
export type AgentToolDeps = AgentDeps & { automations: Automations };

/** Longest stretch of a note the model reads through `read_note`. */
const READ_NOTE_CHARS = 4_000;
/** Widest range `list_events` reads. */
const LIST_EVENTS_DAYS = 62;
const DAY_MS = 86_400_000;

const query = z.strictObject({ query: z.string().trim().min(1).max(200) });
/** A time with an offset is an instant; without one it is wall-clock time in the user's zone. */
const when = z.union([
  z.iso.datetime({ offset: true }),
  z.iso.datetime({ local: true }),
  z.iso.date(),
]);

/** Strict: a field a tool does not have (a `user_id`) is refused, not ignored. */
const ARGUMENTS = {
  search_notes: query,
  search_files: query,
  list_events: z.strictObject({ from: when, to: when }),
  read_note: z.strictObject({ id: z.uuid() }),
  create_note: z.strictObject({
    title: z.string().trim().min(1).max(200),
    text: z.string().max(20_000).default(''),
  }),
  create_event: z.strictObject({
    title: z.string().trim().min(1).max(200),
    start: when,
    end: when.optional(),
    allDay: z.boolean().default(false),
  }),
  create_automation: createAutomationArguments,
} satisfies Record<AgentTool, z.ZodType>;

const fn = (name: AgentTool, description: string, properties: object, required: string[]) => ({
  type: 'function' as const,
  function: {
    name,
    description,
    parameters: { type: 'object', properties, required, additionalProperties: false },
  },
});
const text = (description: string) => ({ type: 'string', description });

/** What the model is told it may call. */
export const TOOL_DEFINITIONS: ToolDefinition[] = [
  fn(
    'search_notes',
    "Search the user's notes; returns numbered passages.",
    { query: text('Words to look for') },
    ['query'],
  ),
  fn(
    'search_files',
    "Search the user's uploaded files; returns numbered passages.",
    { query: text('Words to look for') },
    ['query'],
  ),
  fn(
    'list_events',
    "List the user's calendar events between two times (ISO 8601; without an offset: the user's zone).",
    { from: text('Start of the range'), to: text('End of the range') },
    ['from', 'to'],
  ),
  fn('read_note', 'Read one note by its id (from search_notes).', { id: text('The note id') }, [
    'id',
  ]),
  fn(
    'create_note',
    'Create a note. The user is asked to approve it first.',
    { title: text('The title'), text: text('The body, plain text') },
    ['title'],
  ),
  fn(
    'create_event',
    'Create a calendar event. The user is asked to approve it first.',
    {
      title: text('The title'),
      start: text("ISO 8601 start; without an offset: the user's zone"),
      end: text('ISO 8601 end (default: one hour after start)'),
      allDay: { type: 'boolean', description: 'A whole-day event (dates only)' },
    },
    ['title', 'start'],
  ),
  fn(
    'create_automation',
    'Create an automation: a prompt the agent answers on a repeat (daily at the finest), each answer in a conversation of its own. The user is asked to approve it first.',
    CREATE_AUTOMATION_PARAMETERS,
    ['prompt', 'recurrence', 'start'],
  ),
];

export const isWriteTool = (name: AgentTool) =>
  (AGENT_WRITE_TOOLS as readonly AgentTool[]).includes(name);

/** A tool's outcome: the step's data, what the model reads back, and any new sources. */
export interface ToolOutcome {
  result: ToolResult | null;
  error: ToolError | null;
  /** For the model: data, with the user's text quoted so it is never read as instructions. */
  forModel: string;
  citations: Citation[];
}

const failed = (error: ToolError): ToolOutcome => ({
  result: null,
  error,
  forModel: JSON.stringify({ error }),
  citations: [],
});

export const quoted = (label: string, body: string) => `${label}\n<<<\n${body}\n>>>`;

function instant(value: string, timeZone: string): Date {
  if (/[zZ]|[+-]\d\d:\d\d$/.test(value)) return new Date(value);
  return fromWallClock(value.length === 10 ? `${value}T00:00:00` : value, timeZone);
}

/** A parsed write, ready to show as a card and to run once approved. */
export interface PreparedWrite {
  preview: ToolPreview;
  commit: () => Promise<ToolResult>;
}

/**
 * Runs the model's tool calls as the run's user. Arguments are checked against the tool's
 * schema (anything else is `invalid_arguments`), ids are looked up within the user's own data
 * only, and write tools are only prepared here: they run after the user approves.
 */
export function createAgentTools(deps: AgentToolDeps, actions: AgentActions) {
  async function passages(
    context: RunContext,
    question: string,
    files: boolean,
    firstN: number,
  ): Promise<ToolOutcome> {
    const found = await deps.assistant.passages(context.userId, {
      question,
      scope: { files: files ? 'all' : [], notes: !files },
    });
    const citations = found.map((citation, i) => ({ ...citation, n: firstN + i }));
    const result: ToolResult = files
      ? {
          kind: 'files_found',
          items: citations.map((c) => ({ id: c.id, title: c.title, page: c.page })),
        }
      : { kind: 'notes_found', items: citations.map((c) => ({ id: c.id, title: c.title })) };
    const forModel = citations.length
      ? citations
          .map((c) => quoted(`[${c.n}] ${c.title} (${c.source} ${c.id})`, c.text))
          .join('\n\n')
      : 'Nothing found.';
    return { result, error: null, forModel, citations };
  }

  function parse<T extends AgentTool>(name: T, raw: string) {
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : {};
    } catch {
      return null;
    }
    const parsed = ARGUMENTS[name].safeParse(json);
    return parsed.success ? (parsed.data as z.output<(typeof ARGUMENTS)[T]>) : null;
  }

  return {
    /** The arguments as the model sent them, for the step's display (an object, whatever came). */
    displayArguments(raw: string): Record<string, unknown> {
      try {
        const value: unknown = JSON.parse(raw);
        return value && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : { value };
      } catch {
        return { raw: raw.slice(0, 2_000) };
      }
    },

    async read(
      name: AgentTool,
      raw: string,
      context: RunContext,
      firstN: number,
    ): Promise<ToolOutcome> {
      const timeZone = await actions.zoneOf(context);
      switch (name) {
        case 'search_notes':
        case 'search_files': {
          const args = parse(name, raw);
          if (!args) return failed('invalid_arguments');
          return passages(context, args.query, name === 'search_files', firstN);
        }
        case 'list_events': {
          const args = parse(name, raw);
          if (!args) return failed('invalid_arguments');
          const from = instant(args.from, timeZone);
          let to = instant(args.to, timeZone);
          if (!(to > from)) return failed('invalid_arguments');
          if (to.getTime() - from.getTime() > LIST_EVENTS_DAYS * DAY_MS)
            to = new Date(from.getTime() + LIST_EVENTS_DAYS * DAY_MS);
          const events = await deps.calendarEvents.range(
            context.userId,
            from.toISOString(),
            to.toISOString(),
          );
          const items = events.map((e) => ({
            id: e.id,
            occurrenceId: e.occurrenceId,
            title: e.title,
            start: e.start,
            end: e.end,
            allDay: e.allDay,
          }));
          const forModel = items.length
            ? items
                .map((e) => quoted(`${e.start} – ${e.end}${e.allDay ? ' (all day)' : ''}`, e.title))
                .join('\n')
            : 'No events in this range.';
          return { result: { kind: 'events_found', items }, error: null, forModel, citations: [] };
        }
        case 'read_note': {
          const args = parse(name, raw);
          if (!args) return failed('invalid_arguments');
          const note = await deps.notes.get(context.userId, args.id);
          if (!note || note.trashedAt) return failed('not_found');
          const body = note.plainText.slice(0, READ_NOTE_CHARS);
          const citation: Citation = {
            n: firstN,
            source: 'note',
            id: note.id,
            title: note.title,
            heading: '',
            page: null,
            lineStart: null,
            lineEnd: null,
            text: body,
            marks: [],
          };
          return {
            result: { kind: 'note_read', noteId: note.id, title: note.title },
            error: null,
            forModel: quoted(`[${firstN}] ${note.title} (note ${note.id})`, body),
            citations: [citation],
          };
        }
        default:
          return failed('invalid_arguments');
      }
    },

    /** A write tool's card and the action it runs once approved; null: bad arguments. */
    async prepareWrite(
      name: AgentTool,
      raw: string,
      context: RunContext,
    ): Promise<PreparedWrite | null> {
      if (name === 'create_note') {
        const args = parse(name, raw);
        if (!args) return null;
        return {
          preview: { kind: 'note', title: args.title, text: args.text },
          commit: () => actions.createNote(context.userId, args.title, args.text.trim()),
        };
      }
      if (name === 'create_event') {
        const args = parse(name, raw);
        if (!args) return null;
        const timeZone = await actions.zoneOf(context);
        const allDay = args.allDay || args.start.length === 10;
        const start = allDay
          ? new Date(`${args.start.slice(0, 10)}T00:00:00.000Z`)
          : instant(args.start, timeZone);
        const fallbackEnd = new Date(start.getTime() + (allDay ? DAY_MS : DAY_MS / 24));
        const end = args.end
          ? allDay
            ? new Date(`${args.end.slice(0, 10)}T00:00:00.000Z`)
            : instant(args.end, timeZone)
          : fallbackEnd;
        if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
        const event = {
          title: args.title,
          start: start.toISOString(),
          end: (end > start ? end : fallbackEnd).toISOString(),
          allDay,
          timeZone,
        };
        return {
          preview: { kind: 'event', ...event },
          commit: () => actions.createEvent(context.userId, event),
        };
      }
      if (name === 'create_automation') {
        const args = parse(name, raw);
        if (!args) return null;
        const timeZone = await actions.zoneOf(context);
        return prepareAutomation(deps.automations, args, { ...context, timeZone });
      }
      return null;
    },
  };
}

export type AgentTools = ReturnType<typeof createAgentTools>;
