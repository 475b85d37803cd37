import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_REMINDER_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { reminderSettingsOf } from '../services/calendar/reminderSettings.ts';
import { declareRoutes } from './declareRoute.ts';

/** The signed-in user's reminder defaults and mail switch (docs/calendar.md "Reminders"). */
export const calendarReminderSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  ctx,
) => {
  const route = declareRoutes(app, 'calendar');
  route(CALENDAR_REMINDER_CONTRACTS.settings, async (request) =>
    reminderSettingsOf(ctx.db, request.user.id),
  );
  route(CALENDAR_REMINDER_CONTRACTS.setSettings, async (request) =>
    ctx.calendarEvents.saveReminderSettings(request.user.id, request.body),
  );
};
