import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { accessTokenRoutes } from './accessTokens.ts';
import { accountRoutes, sessionRoutes } from './accounts.ts';
import { assistantRoutes } from './assistant.ts';
import { automationRoutes } from './automations.ts';
import { fileRoutes } from './files.ts';
import { calendarEventRoutes } from './calendarEvents.ts';
import { calendarFeedRoutes } from './calendarFeed.ts';
import { calendarReminderSettingsRoutes } from './calendarReminderSettings.ts';
import { calendarSharingRoutes } from './calendarSharing.ts';
import { conversationRoutes } from './conversations.ts';
import { launchNewsRoutes } from './launchNews.ts';
import { mcpConsentRoutes } from './mcpConsent.ts';
import { mcpServerRoutes } from './mcpServers.ts';
import { noteLinkRoutes } from './noteLinks.ts';
import { noteRoutes } from './notes.ts';
import { noteTransferRoutes } from './noteTransfer.ts';
import { noteVersionRoutes } from './noteVersions.ts';
import { notificationRoutes } from './notifications.ts';
import { searchRoutes } from './search.ts';

/**
 * Every resource's routes, mounted under /api. A new resource adds its plugin to one of the two
 * lists (one line) and its migration in db/migrations. Routes in SIGNED_IN_ROUTES sit behind the
 * scope's authentication preHandler and read `request.user`; they never check a session themselves.
 */
export const PUBLIC_ROUTES: FastifyPluginAsyncZod<AppContext>[] = [
  accountRoutes,
  launchNewsRoutes,
  calendarFeedRoutes,
];

export const SIGNED_IN_ROUTES: FastifyPluginAsyncZod<AppContext>[] = [
  sessionRoutes,
  accessTokenRoutes,
  mcpConsentRoutes,
  noteRoutes,
  noteVersionRoutes,
  noteLinkRoutes,
  noteTransferRoutes,
  searchRoutes,
  fileRoutes,
  assistantRoutes,
  calendarEventRoutes,
  calendarSharingRoutes,
  calendarReminderSettingsRoutes,
  conversationRoutes,
  mcpServerRoutes,
  notificationRoutes,
  automationRoutes,
];
