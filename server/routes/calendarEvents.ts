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
import { AUTH_ERROR_RESPONSES, noContent } from './responses.ts';

const tags = ['calendar'];
const IDEMPOTENCY_HEADER = IDEMPOTENCY_HEADER_NAME.toLowerCase();
const missing = () => new HttpError('not_found', 'Event not found.');

/** Calendars, settings and events (docs/calendar.md): reads need a grant, writes the owner. */
export const calendarEventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { calendars, calendarEvents } = ctx;

  app.get(CALENDAR_ROUTES.list, {
    schema: {
      tags,
      summary: 'Your calendar, then those shared with you',
      response: { 200: calendarListResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({ items: await calendars.list(request.user.id) }),
  });

  app.get(CALENDAR_ROUTES.settings, {
    schema: {
      tags,
      summary: 'Your time zone (null until chosen)',
      response: { 200: calendarSettingsSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({ timeZone: await calendars.timeZone(request.user.id) }),
  });

  app.put(CALENDAR_ROUTES.settings, {
    schema: {
      tags,
      summary: 'Set your time zone (an IANA name)',
      body: updateCalendarSettingsSchema,
      response: { 200: calendarSettingsSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      await calendars.setTimeZone(request.user.id, request.body.timeZone);
      return { timeZone: request.body.timeZone };
    },
  });

  app.get(CALENDAR_ROUTES.one, {
    schema: {
      tags,
      summary: 'A calendar: its owner and your access (403 not_shared, 404 unknown)',
      params: calendarParamsSchema,
      response: { 200: calendarResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({
      calendar: (await calendars.open(request.user.id, request.params.username, 'read')).info,
    }),
  });

  app.get(CALENDAR_ROUTES.events, {
    schema: {
      tags,
      summary: 'Occurrences overlapping [from, to), series expanded',
      params: calendarParamsSchema,
      querystring: eventRangeQuerySchema,
      response: { 200: eventListResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'read');
      return { items: await calendarEvents.range(ownerId, request.query.from, request.query.to) };
    },
  });

  app.post(CALENDAR_ROUTES.events, {
    schema: {
      tags,
      summary: `Create an event (owner only); with an ${IDEMPOTENCY_HEADER_NAME} header a retry answers with the first result`,
      params: calendarParamsSchema,
      headers: idempotentCreateHeadersSchema,
      body: createEventRequestSchema,
      response: { 201: eventResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
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
    schema: {
      tags,
      summary: 'One stored event (a series reads as its first occurrence)',
      params: eventParamsSchema,
      response: { 200: eventResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'read');
      const event = await calendarEvents.get(ownerId, request.params.id);
      if (!event) throw missing();
      return { event };
    },
  });

  app.patch(CALENDAR_ROUTES.event, {
    schema: {
      tags,
      summary:
        'Change an event, one occurrence, this and following, or all; a stale version gets 409',
      params: eventParamsSchema,
      body: updateEventRequestSchema,
      response: {
        200: eventChangeResponseSchema,
        409: eventConflictSchema,
        ...AUTH_ERROR_RESPONSES,
      },
    },
    handler: async (request, reply) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'write');
      const outcome = await calendarEvents.update(ownerId, request.params.id, request.body);
      if (!outcome) throw missing();
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
    schema: {
      tags,
      summary: 'Delete an event, one occurrence, or this and following; answers an undo address',
      params: eventParamsSchema,
      querystring: deleteEventQuerySchema,
      response: { 200: eventChangeResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'write');
      const outcome = await calendarEvents.remove(ownerId, request.params.id, request.query);
      if (!outcome) throw missing();
      return { event: null, undo: outcome.undo };
    },
  });

  app.post(CALENDAR_ROUTES.undo, {
    schema: {
      tags,
      summary: 'Undo a change or a deletion',
      params: undoParamsSchema,
      response: { 204: noContent, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const { ownerId } = await calendars.open(request.user.id, request.params.username, 'write');
      if (!(await calendarEvents.undo(ownerId, request.params.undo))) {
        throw new HttpError('not_found', 'There is nothing to undo.');
      }
      return reply.code(204).send();
    },
  });
};
