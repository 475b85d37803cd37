import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_LIMITS, CALENDAR_PATHS, CALENDAR_SHARING_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { DEFAULT_TIME_ZONE } from '../services/calendar/calendars.ts';
import { exportCalendar, ICS_CONTENT_TYPE } from '../services/calendar/icsExport.ts';
import { calendarOpener } from './calendarAccess.ts';
import { declareRoutes } from './declareRoute.ts';
import { noContentAfter } from './responses.ts';

const ownCalendar = () =>
  new HttpError('unprocessable', 'Your own calendar is always yours and always in your list.');

/** An attachment name made only of safe characters, whatever the username holds. */
export const icsFileName = (username: string) => `${username.replace(/[^\w-]/g, '_')}.ics`;

/** Sharing, the private feed address, export and import of one calendar. */
export const calendarSharingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { calendars, calendarEvents, db } = ctx;
  const open = calendarOpener(calendars);
  const route = declareRoutes(app, 'calendar');

  route(CALENDAR_SHARING_CONTRACTS.shares, async (request) => {
    const { ownerId } = await open(request, 'write');
    return { items: await calendars.shares(ownerId) };
  });
  route(CALENDAR_SHARING_CONTRACTS.share, async (request) => {
    const { ownerId } = await open(request, 'write');
    return {
      share: await calendars.grant(ownerId, request.params.grantee, CALENDAR_LIMITS.shares),
    };
  });
  route(CALENDAR_SHARING_CONTRACTS.unshare, async (request, reply) => {
    const { user } = request;
    const { grantee } = request.params;
    // Either side may end a share: the grantee naming themselves leaves it.
    if (grantee.toLowerCase() === user.username.toLowerCase()) {
      const { ownerId, info } = await open(request, 'read');
      if (info.access === 'owner') throw ownCalendar();
      return noContentAfter(reply, calendars.leave(ownerId, user.id));
    }
    const { ownerId } = await open(request, 'write');
    if (!(await calendars.revoke(ownerId, grantee))) {
      throw new HttpError('not_found', 'This calendar is not shared with that user.');
    }
    return reply.code(204).send();
  });

  for (const [contract, hidden] of [
    [CALENDAR_SHARING_CONTRACTS.hide, true],
    [CALENDAR_SHARING_CONTRACTS.show, false],
  ] as const) {
    route(contract, async (request, reply) => {
      const { ownerId, info } = await open(request, 'read');
      if (info.access === 'owner') throw ownCalendar();
      return noContentAfter(reply, calendars.setHidden(ownerId, request.user.id, hidden));
    });
  }

  route(CALENDAR_SHARING_CONTRACTS.subscription, async (request) => {
    const { ownerId } = await open(request, 'write');
    return calendars.feedStatus(ownerId);
  });
  route(CALENDAR_SHARING_CONTRACTS.subscribe, async (request, reply) => {
    const { ownerId } = await open(request, 'write');
    const { token, createdAt } = await calendars.newFeedToken(ownerId);
    return reply
      .code(201)
      .send({ url: `${ctx.publicUrl()}/api${CALENDAR_PATHS.feed(token)}`, createdAt });
  });
  route(CALENDAR_SHARING_CONTRACTS.revokeSubscription, async (request, reply) => {
    const { ownerId } = await open(request, 'write');
    return noContentAfter(reply, calendars.revokeFeed(ownerId));
  });

  route(CALENDAR_SHARING_CONTRACTS.exportIcs, async (request, reply) => {
    const { ownerId, info } = await open(request, 'read');
    const body = await exportCalendar(db, ownerId, info.owner.name);
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="${icsFileName(info.owner.username)}"`)
      .send(body);
  });
  route(
    CALENDAR_SHARING_CONTRACTS.import,
    async (request) => {
      const { ownerId } = await open(request, 'write');
      const timeZone = (await calendars.timeZone(ownerId)) ?? DEFAULT_TIME_ZONE;
      return calendarEvents.importIcs(ownerId, request.body.ics, {
        apply: request.body.apply,
        timeZone,
      });
    },
    { bodyLimit: CALENDAR_LIMITS.importRequestBytes },
  );
};
