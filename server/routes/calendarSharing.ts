import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_LIMITS,
  CALENDAR_PATHS,
  CALENDAR_ROUTES,
  calendarParamsSchema,
  errorEnvelopeSchema,
  icsTextSchema,
  importRequestSchema,
  importResponseSchema,
  shareListResponseSchema,
  shareParamsSchema,
  shareResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatusSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { DEFAULT_TIME_ZONE } from '../services/calendar/calendars.ts';
import { exportCalendar, ICS_CONTENT_TYPE } from '../services/calendar/icsExport.ts';
import { importCalendar } from '../services/calendar/icsImport.ts';
import { noContent } from './responses.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('calendar');

const ownCalendar = () =>
  new HttpError('unprocessable', 'Your own calendar is always yours and always in your list.');

/** An attachment name made only of safe characters, whatever the username holds. */
export const icsFileName = (username: string) => `${username.replace(/[^\w-]/g, '_')}.ics`;

/** Sharing, the private feed address, export and import of one calendar. */
export const calendarSharingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { calendars, db } = ctx;
  /** The calendar the address names (`:username`), opened for the signed-in user. */
  const open = (
    request: { user: { id: string }; params: { username: string } },
    need: 'read' | 'write',
  ) => calendars.open(request.user.id, request.params.username, need);

  app.get(CALENDAR_ROUTES.shares, {
    schema: doc(
      'Who may read this calendar (owner only)',
      { 200: shareListResponseSchema },
      { params: calendarParamsSchema },
    ),
    handler: async (request) => {
      const { ownerId } = await open(request, 'write');
      return { items: await calendars.shares(ownerId) };
    },
  });

  app.put(CALENDAR_ROUTES.share, {
    schema: doc(
      'Let a user read this calendar',
      { 200: shareResponseSchema },
      { params: shareParamsSchema },
    ),
    handler: async (request) => {
      const { ownerId } = await open(request, 'write');
      return {
        share: await calendars.grant(ownerId, request.params.grantee, CALENDAR_LIMITS.shares),
      };
    },
  });

  app.delete(CALENDAR_ROUTES.share, {
    schema: doc(
      'Stop sharing with a user (the owner), or leave a calendar shared with you',
      { 204: noContent },
      { params: shareParamsSchema },
    ),
    handler: async (request, reply) => {
      const { user } = request;
      const { username, grantee } = request.params;
      // Either side may end a share: the grantee naming themselves leaves it.
      if (grantee.toLowerCase() === user.username.toLowerCase()) {
        const { ownerId, info } = await calendars.open(user.id, username, 'read');
        if (info.access === 'owner') throw ownCalendar();
        await calendars.leave(ownerId, user.id);
        return reply.code(204).send();
      }
      const { ownerId } = await calendars.open(user.id, username, 'write');
      if (!(await calendars.revoke(ownerId, grantee))) {
        throw new HttpError('not_found', 'This calendar is not shared with that user.');
      }
      return reply.code(204).send();
    },
  });

  for (const [method, hidden] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](CALENDAR_ROUTES.hidden, {
      schema: doc(
        hidden
          ? 'Keep a calendar shared with you out of your picker (it stays readable)'
          : 'Show a calendar shared with you in your picker again',
        { 204: noContent, 422: errorEnvelopeSchema },
        { params: calendarParamsSchema },
      ),
      handler: async (request, reply) => {
        const { ownerId, info } = await open(request, 'read');
        if (info.access === 'owner') throw ownCalendar();
        await calendars.setHidden(ownerId, request.user.id, hidden);
        return reply.code(204).send();
      },
    });
  }

  app.get(CALENDAR_ROUTES.subscription, {
    schema: doc(
      'Whether a private subscription address exists',
      { 200: subscriptionStatusSchema },
      { params: calendarParamsSchema },
    ),
    handler: async (request) => {
      const { ownerId } = await open(request, 'write');
      return calendars.feedStatus(ownerId);
    },
  });

  app.post(CALENDAR_ROUTES.subscription, {
    schema: doc(
      'Make a new private subscription address; the previous one stops working',
      { 201: subscriptionResponseSchema },
      { params: calendarParamsSchema },
    ),
    handler: async (request, reply) => {
      const { ownerId } = await open(request, 'write');
      const { token, createdAt } = await calendars.newFeedToken(ownerId);
      return reply
        .code(201)
        .send({ url: `${ctx.publicUrl()}/api${CALENDAR_PATHS.feed(token)}`, createdAt });
    },
  });

  app.delete(CALENDAR_ROUTES.subscription, {
    schema: doc(
      'Revoke the private subscription address',
      { 204: noContent },
      { params: calendarParamsSchema },
    ),
    handler: async (request, reply) => {
      const { ownerId } = await open(request, 'write');
      await calendars.revokeFeed(ownerId);
      return reply.code(204).send();
    },
  });

  app.get(CALENDAR_ROUTES.exportIcs, {
    schema: doc(
      'The calendar as an iCalendar file (same access as reading it)',
      { 200: icsTextSchema },
      { params: calendarParamsSchema },
    ),
    handler: async (request, reply) => {
      const { ownerId, info } = await open(request, 'read');
      const body = await exportCalendar(db, ownerId, info.owner.name);
      return reply
        .type(ICS_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${icsFileName(info.owner.username)}"`)
        .send(body);
    },
  });

  app.post(CALENDAR_ROUTES.import, {
    bodyLimit: CALENDAR_LIMITS.importRequestBytes,
    schema: doc(
      'Preview (apply: false) or apply an .ics file; UIDs already here are skipped',
      { 200: importResponseSchema, 422: errorEnvelopeSchema },
      { params: calendarParamsSchema, body: importRequestSchema },
    ),
    handler: async (request) => {
      const { ownerId } = await open(request, 'write');
      const timeZone = (await calendars.timeZone(ownerId)) ?? DEFAULT_TIME_ZONE;
      return importCalendar(db, ownerId, request.body.ics, { apply: request.body.apply, timeZone });
    },
  });
};
