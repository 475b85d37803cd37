import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { calendarOpener } from './calendarAccess.ts';
import { declareRoutes } from './declareRoute.ts';
import { sendCreated } from './idempotentCreate.ts';
import { foundOr } from './notFound.ts';
import { sendSave } from './saveReply.ts';

const found = foundOr('Event not found.');

/** Calendars, settings and events (docs/calendar.md): reads need a grant, writes the owner. */
export const calendarEventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { calendars, calendarEvents } = ctx;
  const open = calendarOpener(calendars);
  const route = declareRoutes(app, 'calendar');

  route(CALENDAR_CONTRACTS.list, async (request) => ({
    items: await calendars.list(request.user.id),
  }));
  route(CALENDAR_CONTRACTS.settings, async (request) => ({
    timeZone: await calendars.timeZone(request.user.id),
  }));
  route(CALENDAR_CONTRACTS.setSettings, async (request) => {
    await calendars.setTimeZone(request.user.id, request.body.timeZone);
    return { timeZone: request.body.timeZone };
  });
  route(CALENDAR_CONTRACTS.one, async (request) => ({
    calendar: (await open(request, 'read')).info,
  }));

  route(CALENDAR_CONTRACTS.events, async (request) => {
    const { ownerId } = await open(request, 'read');
    return { items: await calendarEvents.range(ownerId, request.query.from, request.query.to) };
  });
  route(CALENDAR_CONTRACTS.createEvent, async (request, reply) => {
    const { ownerId } = await open(request, 'write');
    return sendCreated(
      request,
      reply,
      'event',
      () => calendarEvents.create(ownerId, request.body),
      (key) => calendarEvents.createOnce(ownerId, key, request.body),
    );
  });
  route(CALENDAR_CONTRACTS.event, async (request) => {
    const { ownerId } = await open(request, 'read');
    return { event: found(await calendarEvents.get(ownerId, request.params.id)) };
  });
  route(CALENDAR_CONTRACTS.updateEvent, async (request, reply) => {
    const { ownerId } = await open(request, 'write');
    const outcome = found(await calendarEvents.update(ownerId, request.params.id, request.body));
    return sendSave(reply, 'The event changed since you opened it.', outcome);
  });
  route(CALENDAR_CONTRACTS.removeEvent, async (request) => {
    const { ownerId } = await open(request, 'write');
    const outcome = found(await calendarEvents.remove(ownerId, request.params.id, request.query));
    return { event: null, undo: outcome.undo };
  });
  route(CALENDAR_CONTRACTS.undo, async (request, reply) => {
    const { ownerId } = await open(request, 'write');
    if (!(await calendarEvents.undo(ownerId, request.params.undo))) {
      throw new HttpError('not_found', 'There is nothing to undo.');
    }
    return reply.code(204).send();
  });
};
