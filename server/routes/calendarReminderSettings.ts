import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_ROUTES,
  reminderSettingsSchema,
  updateReminderSettingsSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { reminderSettingsOf } from '../services/calendar/reminderSettings.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('calendar');

/** The signed-in user's reminder defaults and mail switch (docs/calendar.md "Reminders"). */
export const calendarReminderSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  ctx,
) => {
  app.get(CALENDAR_ROUTES.reminderSettings, {
    schema: doc('Your default reminders for new timed and all-day events, and reminder mail', {
      200: reminderSettingsSchema,
    }),
    handler: async (request) => reminderSettingsOf(ctx.db, request.user.id),
  });

  app.put(CALENDAR_ROUTES.reminderSettings, {
    schema: doc(
      'Set your default reminders (at most 5 each, up to four weeks before) and mail',
      { 200: reminderSettingsSchema },
      { body: updateReminderSettingsSchema },
    ),
    handler: async (request) =>
      ctx.calendarEvents.saveReminderSettings(request.user.id, request.body),
  });
};
