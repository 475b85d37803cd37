import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_ROUTES,
  reminderSettingsSchema,
  updateReminderSettingsSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { reminderSettingsOf, saveReminderSettings } from '../services/calendar/reminderSettings.ts';
import { AUTH_ERROR_RESPONSES } from './responses.ts';

const tags = ['calendar'];

/** The signed-in user's reminder defaults and mail switch (docs/calendar.md "Reminders"). */
export const calendarReminderSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  ctx,
) => {
  app.get(CALENDAR_ROUTES.reminderSettings, {
    schema: {
      tags,
      summary: 'Your default reminders for new timed and all-day events, and reminder mail',
      response: { 200: reminderSettingsSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => reminderSettingsOf(ctx.db, request.user.id),
  });

  app.put(CALENDAR_ROUTES.reminderSettings, {
    schema: {
      tags,
      summary: 'Set your default reminders (at most 5 each, up to four weeks before) and mail',
      body: updateReminderSettingsSchema,
      response: { 200: reminderSettingsSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => saveReminderSettings(ctx.db, request.user.id, request.body),
  });
};
