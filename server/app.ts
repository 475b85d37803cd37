import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/index.ts';
import { HttpError } from './errors.ts';
import { installCompression } from './plugins/compression.ts';
import { installOpenApi } from './plugins/docs.ts';
import { frameworkErrors, installErrorEnvelope, notFound } from './plugins/errorHandler.ts';
import { installCloseSockets } from './plugins/closeSockets.ts';
import { installNoStore, installSecurityHeaders } from './plugins/securityHeaders.ts';
import {
  appShellFile,
  hasBuiltApp,
  installStaticApp,
  sendAppShell,
  wantsAppShell,
} from './plugins/staticApp.ts';
import { signedIn } from './plugins/authenticate.ts';
import { installZodValidation } from './plugins/validation.ts';
import { readInlineScripts } from './builtApp/inlineScripts.ts';
import { installXsrf } from './plugins/xsrf.ts';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes/index.ts';
import { MCP_PATH, mcpRoutes } from './routes/mcp.ts';
import { mcpOAuthRoutes, OAUTH_BEARER_ONLY } from './routes/mcpOAuth.ts';
import { createAccessTokens } from './services/accessTokens.ts';
import { createAccounts } from './services/accounts.ts';
import { createAgent } from './services/agent/agent.ts';
import { openExternalToolbox } from './services/agent/externalTools.ts';
import { createMcpServers } from './services/mcpClient/mcpServers.ts';
import { createCalendars } from './services/calendar/calendars.ts';
import { createCalendarEvents } from './services/calendar/events.ts';
import { createCursors, serverSecret } from './services/cursors.ts';
import { createAssistant } from './services/assistant/assistant.ts';
import { createFiles } from './services/files/files.ts';
import { createIndexer } from './services/files/indexer.ts';
import { createLaunchNews } from './services/launchNews.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { createNotes } from './services/notes.ts';
import { createOAuth } from './services/oauth/oauth.ts';
import { oauthSweep } from './services/oauth/oauthSweep.ts';
import { noteVersionsSweep } from './services/noteVersions.ts';
import { createSearch } from './services/search/engine.ts';
import { SEARCH_SOURCES } from './services/search/sources.ts';
import { createRateLimits, rateLimitStore } from './services/rateLimits.ts';
import { createSessions } from './services/sessions.ts';
import { installScheduler, type AppSchedulerOptions } from './services/scheduler/appScheduler.ts';
import { finishedJobsSweep } from './services/scheduler/sweeps.ts';
import { reminderJob } from './services/calendar/reminders.ts';
import { agendaJob } from './services/calendar/dailyAgenda.ts';
import { createNotifications, notificationsSweep } from './services/notifications.ts';
import { automationJob } from './services/automations/automationJob.ts';
import { createAutomations, deletedAutomationsSweep } from './services/automations/automations.ts';
import { withRequestLog } from './requestLog.ts';
import path from 'node:path';

/** JSON bodies above this are refused with 413 (uploads have their own limit). */
export const JSON_BODY_LIMIT = 256 * 1024;

export interface BuildAppOptions {
  config: ServerConfig;
  db: Database;
  version?: string;
  /** Tests inject a mailer to read what was sent. */
  mailer?: Mailer;
  /** How the forgot flow defers its work past the answer (tests hold it back). */
  defer?: (job: () => void) => void;
  /** pino options, or false for silence (tests). */
  logger?: boolean | object;
  /** false: no background indexing in this process (tests that drive the queue themselves). */
  indexFiles?: boolean;
  /** The job scheduler's clock, and whether this process runs its loop (tests drive it). */
  scheduler?: AppSchedulerOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: withRequestLog(options.logger ?? { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count, never `true`: trusting every X-Forwarded-For entry lets a client pick its own
    // address, and with it its own rate-limit bucket.
    trustProxy:
      config.trustProxy > 0 && ((_address: string, hop: number) => hop < config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: anything else is a 415, not a string for the schema to reject.
  app.removeContentTypeParser('text/plain');
  installZodValidation(app);
  installErrorEnvelope(app);
  const staticDir = hasBuiltApp(config.staticDir) ? config.staticDir : undefined;
  await installSecurityHeaders(
    app,
    config.connectOrigins,
    staticDir ? readInlineScripts(staticDir) : [],
  );
  installNoStore(app);
  installCloseSockets(app);
  await installCompression(app);
  await app.register(cookie);
  installXsrf(app, [MCP_PATH, ...OAUTH_BEARER_ONLY]);
  const rateLimits = createRateLimits(db);
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(rateLimits),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        'rate_limited',
        `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
  await installOpenApi(app, options.version ?? '0.0.0');

  let publicUrl = config.publicUrl;
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const sessions = createSessions(db);
  const accessTokens = createAccessTokens(db);
  const search = createSearch(db, SEARCH_SOURCES);
  const indexer = createIndexer(db, {
    log: app.log,
    embeddings: config.assistantEmbeddings,
    isolation: { limits: config.extractionLimits },
  });
  if (options.indexFiles !== false) {
    app.addHook('onReady', async () => indexer.start());
    app.addHook('onClose', async () => indexer.stop());
  }
  const appUrl = () => publicUrl ?? `http://${config.host}:${config.port}`;
  const notes = createNotes(
    db,
    createCursors(await serverSecret(db, 'notes-cursor')),
    search,
    options.scheduler?.clock,
  );
  const assistant = createAssistant(db, search, config.assistantModel, config.assistantEmbeddings);
  const calendars = createCalendars(db, options.scheduler?.clock);
  const calendarEvents = createCalendarEvents(db, options.scheduler?.clock);
  const automations = createAutomations(db, options.scheduler?.clock);
  const mcpServers = createMcpServers(db, config.mcpClient);
  const agent = createAgent(
    db,
    createCursors(await serverSecret(db, 'conversations-cursor')),
    {
      notes,
      calendarEvents,
      calendars,
      search,
      assistant,
      automations,
      externalTools: async (userId) =>
        openExternalToolbox(await mcpServers.endpoints(userId), config.mcpClient),
    },
    { model: config.assistantModel, ...config.agentLimits },
  );
  installScheduler(
    app,
    db,
    {
      jobs: [
        reminderJob({ mailer, publicUrl: appUrl }),
        agendaJob({ mailer, publicUrl: appUrl, range: calendarEvents.range }),
        automationJob(agent),
      ],
      sweeps: [
        finishedJobsSweep,
        notificationsSweep,
        noteVersionsSweep,
        deletedAutomationsSweep,
        oauthSweep,
      ],
    },
    options.scheduler,
  );
  // A closing process stops its answers, saving what they had; another process's are untouched.
  app.addHook('onClose', async () => agent.runs.close());
  const context: AppContext = {
    config,
    db,
    sessions,
    accessTokens,
    oauth: createOAuth(db),
    mailer,
    accounts: createAccounts(db, {
      sessions,
      accessTokens,
      rateLimits,
      mailer,
      publicUrl: appUrl,
      log: app.log,
      defer: options.defer,
    }),
    notes,
    files: createFiles(db, {
      quotaBytes: config.filesQuotaBytes,
      onQueued: () => void indexer.wake(),
    }),
    assistant,
    agent,
    mcpServers,
    automations,
    search,
    launchNews: createLaunchNews(db),
    calendars,
    calendarEvents,
    notifications: createNotifications(db, options.scheduler?.clock),
    publicUrl: appUrl,
  };
  await app.register(
    async (api) => {
      for (const routes of PUBLIC_ROUTES) await api.register(routes, context);
      await api.register(signedIn(sessions, SIGNED_IN_ROUTES, context));
    },
    { prefix: '/api' },
  );
  await app.register(mcpRoutes, { context, rateLimits });
  await app.register(mcpOAuthRoutes, { context });

  if (staticDir) await installStaticApp(app, staticDir);
  app.setNotFoundHandler((request, reply) =>
    staticDir && wantsAppShell(request)
      ? sendAppShell(reply, appShellFile(staticDir, request.url))
      : notFound(reply),
  );

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!publicUrl && address && typeof address === 'object')
      publicUrl = `http://${config.host}:${address.port}`;
  });
  return app;
}
