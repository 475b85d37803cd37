import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_ROUTES, feedParamsSchema, icsTextSchema } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { exportCalendar, ICS_CONTENT_TYPE } from '../services/calendar/icsExport.ts';
import { icsFileName } from './calendarSharing.ts';
import { ERROR_RESPONSES } from './responses.ts';
import { routeDocs } from './routeDocs.ts';

// The feed's token is its credential: no session, so no 401.
const doc = routeDocs('calendar', ERROR_RESPONSES);

/**
 * The private subscription feed: the token in the address is the only credential, so calendar
 * programs that cannot sign in can follow the calendar. A revoked or unknown token is a 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { calendars, db },
) => {
  app.get(CALENDAR_ROUTES.feed, {
    schema: doc(
      'A calendar as iCalendar, by its private subscription address',
      { 200: icsTextSchema },
      { params: feedParamsSchema },
    ),
    handler: async (request, reply) => {
      const owner = await calendars.feedOwner(request.params.token.replace(/\.ics$/, ''));
      if (!owner)
        throw new HttpError('not_found', 'This subscription address does not work any more.');
      const body = await exportCalendar(db, owner.ownerId, owner.username);
      return reply
        .type(ICS_CONTENT_TYPE)
        .header('Content-Disposition', `inline; filename="${icsFileName(owner.username)}"`)
        .send(body);
    },
  });
};
