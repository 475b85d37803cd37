import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_ROUTES,
  calendarListResponseSchema,
  calendarParamsSchema,
  calendarResponseSchema,
  calendarSettingsSchema,
  createEventRequestSchema,
  deleteEventQuerySchema,
  errorEnvelope,
  eventChangeResponseSchema,
  eventConflictSchema,
  eventListResponseSchema,
  eventParamsSchema,
  eventRangeQuerySchema,
  eventResponseSchema,
  IDEMPOTENCY_HEADER_NAME,
  idempotentCreateHeadersSchema,
  undoParamsSchema,
  updateCalendarSettingsSchema,
  updateEventRequestSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { noContent } from './responses.ts';
import { foundOr } from './notFound.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('calendar');
const IDEMPOTENCY_HEADER = IDEMPOTENCY_HEADER_NAME.toLowerCase();
const found = foundOr('Event not found.');

/** Calendars, settings and events (docs/calendar.md): reads need a grant, writes the owner. */
export const calendarEventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { calendars, calendarEvents } = ctx;

  app.get(CALENDAR_ROUTES.list, {
    schema: doc('Your calendar, then those shared with you', { 200: calendarListResponseSchema }),
    handler: async (request) => ({ items: await calendars.list(request.user.id) }),
  });

  app.get(CALENDAR_ROUTES.settings, {
    schema: doc('Your time zone (null until chosen)', { 200: calendarSettingsSchema }),
    handler: async (request) => ({ timeZone: await calendars.timeZone(request.user.id) }),
  });

  app.put(CALENDAR_ROUTES.settings, {
    schema: doc(
      'Set your time zone (an IANA name)',
      { 200: calendarSettingsSchema },
      { body: updateCalendarSettingsSchema },
    ),
    handler: async (request) => {
      await calendars.setTimeZone(request.user.id, request.body.timeZone);
      return { timeZone: request.body.timeZone };
    },
  });

  app.get(CALENDAR_ROUTES.one, {
    schema: doc(
      'A calendar: its owner and your access (403 not_shared, 404 unknown)',
      { 200: calendarResponseSchema },
      { params: calendarParamsSchema },
    ),
    handler: async (request) => ({
      calendar: (await calendars.open(request.user.id, request.params.username, 'read')).info,
    }),
  });

  app.get(CALENDAR_ROUTES.events, {
    schema: doc(
      'Occurrences overlapping [from, to), series expanded',
      { 200: eventListResponseSchema },
      { params: calendarParamsSchema, querystring: eventRangeQuerySchema },
    ),
    handler: async (request) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'read');
      return { items: await calendarEvents.range(ownerId, request.query.from, request.query.to) };
    },
  });

  app.post(CALENDAR_ROUTES.events, {
    schema: doc(
      `Create an event (owner only); with an ${IDEMPOTENCY_HEADER_NAME} header a retry answers with the first result`,
      { 201: eventResponseSchema },
      {
        params: calendarParamsSchema,
        headers: idempotentCreateHeadersSchema,
        body: createEventRequestSchema,
      },
    ),
    handler: async (request, reply) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'write');
      const key = request.headers[IDEMPOTENCY_HEADER]?.toString();
      if (!key) {
        return reply.code(201).send({ event: await calendarEvents.create(ownerId, request.body) });
      }
      const { event, replayed } = await calendarEvents.createOnce(ownerId, key, request.body);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ event });
    },
  });

  app.get(CALENDAR_ROUTES.event, {
    schema: doc(
      'One stored event (a series reads as its first occurrence)',
      { 200: eventResponseSchema },
      { params: eventParamsSchema },
    ),
    handler: async (request) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'read');
      return { event: found(await calendarEvents.get(ownerId, request.params.id)) };
    },
  });

  app.patch(CALENDAR_ROUTES.event, {
    schema: doc(
      'Change an event, one occurrence, this and following, or all; a stale version gets 409',
      { 200: eventChangeResponseSchema, 409: eventConflictSchema },
      { params: eventParamsSchema, body: updateEventRequestSchema },
    ),
    handler: async (request, reply) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'write');
      const outcome = found(await calendarEvents.update(ownerId, request.params.id, request.body));
      if ('conflict' in outcome) {
        return reply.code(409).send({
          ...errorEnvelope('conflict', 'The event changed since you opened it.'),
          current: outcome.conflict,
        });
      }
      return reply.send(outcome);
    },
  });

  app.delete(CALENDAR_ROUTES.event, {
    schema: doc(
      'Delete an event, one occurrence, or this and following; answers an undo address',
      { 200: eventChangeResponseSchema },
      { params: eventParamsSchema, querystring: deleteEventQuerySchema },
    ),
    handler: async (request) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'write');
      const outcome = found(await calendarEvents.remove(ownerId, request.params.id, request.query));
      return { event: null, undo: outcome.undo };
    },
  });

  app.post(CALENDAR_ROUTES.undo, {
    schema: doc('Undo a change or a deletion', { 204: noContent }, { params: undoParamsSchema }),
    handler: async (request, reply) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'write');
      if (!(await calendarEvents.undo(ownerId, request.params.undo))) {
        throw new HttpError('not_found', 'There is nothing to undo.');
      }
      return reply.code(204).send();
    },
  });
};
