import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  CALENDAR_LIMITS,
  createEventRequestSchema,
  eventRangeQuerySchema,
  updateEventRequestSchema,
  type CalendarEvent,
} from '@/api/schema';
import { eventSummary } from '../agent/actions.ts';
import type { McpCaller, McpDeps } from './toolContext.ts';
import * as kit from './toolContext.ts';

const HOUR_MS = 3_600_000;

const eventForClient = (event: CalendarEvent) => ({
  ...eventSummary(event),
  timeZone: event.timeZone,
  location: event.location,
  recurring: event.recurrence !== null || event.seriesId !== null,
  version: event.version,
});

const instant = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 with an offset, e.g. 2026-05-01T09:00:00+02:00');
const id = z.uuid().describe('The event id (from list_events)');

export function registerCalendarTools(server: McpServer, caller: McpCaller, deps: McpDeps): void {
  const { userId } = caller.grant;
  const existing = async (eventId: string) => {
    const event = await deps.calendarEvents.get(userId, eventId);
    if (!event) throw kit.notFound('event');
    return event;
  };
  const changed = (action: string, event: CalendarEvent) =>
    kit.toolData({ [action]: eventForClient(event), link: kit.appLinks.event(caller, event.id) });

  server.registerTool(
    'list_events',
    {
      description: `List calendar events (recurring ones as occurrences) between two instants, at most ${CALENDAR_LIMITS.rangeDays} days apart.`,
      inputSchema: { from: instant, to: instant },
      annotations: kit.READ_ONLY,
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'calendar:read');
      const range = kit.parsed(eventRangeQuerySchema, args);
      const events = await deps.calendarEvents.range(userId, range.from, range.to);
      return kit.toolData({ events: events.map(eventForClient) });
    }),
  );

  server.registerTool(
    'create_event',
    {
      description:
        'Create a calendar event (default: one hour; all-day events take midnight starts); returns it with its link.',
      inputSchema: {
        title: z.string().max(CALENDAR_LIMITS.title.max),
        start: instant,
        end: instant.optional(),
        allDay: z.boolean().default(false),
        location: z.string().max(CALENDAR_LIMITS.location).default(''),
      },
      annotations: kit.WRITES,
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'calendar:write');
      const timeZone = (await deps.calendars.timeZone(userId)) ?? 'UTC';
      const end = args.end ?? new Date(Date.parse(args.start) + HOUR_MS).toISOString();
      const input = kit.parsed(createEventRequestSchema, { ...args, end, timeZone });
      return changed('created', await deps.calendarEvents.create(userId, input));
    }),
  );

  server.registerTool(
    'move_event',
    {
      description:
        'Move an event (a recurring one: the whole series) to a new start, keeping its length unless an end is given.',
      inputSchema: { id, start: instant, end: instant.optional() },
      annotations: { ...kit.WRITES, destructiveHint: true, idempotentHint: true },
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'calendar:write');
      const current = await existing(args.id);
      const changes = kit.parsed(updateEventRequestSchema, {
        version: current.version,
        start: args.start,
        end: args.end,
      });
      const outcome = await deps.calendarEvents.update(userId, args.id, changes);
      if (!outcome) throw kit.notFound('event');
      if ('conflict' in outcome)
        throw new kit.ToolRefusal('The event changed meanwhile. Try again.');
      return changed('moved', outcome.event ?? (await existing(args.id)));
    }),
  );

  server.registerTool(
    'delete_event',
    {
      description: 'Delete an event (a recurring one: the whole series); the app can undo it.',
      inputSchema: { id },
      annotations: { ...kit.WRITES, destructiveHint: true, idempotentHint: true },
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'calendar:write');
      const event = await existing(args.id);
      if (!(await deps.calendarEvents.remove(userId, args.id, { scope: 'all' })))
        throw kit.notFound('event');
      return kit.toolData({
        deleted: eventForClient(event),
        link: kit.appLinks.calendar(caller),
      });
    }),
  );
}
