import type { ServerConfig } from './config.ts';
import type { Database } from './db/index.ts';
import type { AccessTokens } from './services/accessTokens.ts';
import type { Accounts } from './services/accounts.ts';
import type { Agent } from './services/agent/agent.ts';
import type { Automations } from './services/automations/automations.ts';
import type { Assistant } from './services/assistant/assistant.ts';
import type { Files } from './services/files/files.ts';
import type { Calendars } from './services/calendar/calendars.ts';
import type { CalendarEvents } from './services/calendar/events.ts';
import type { McpServers } from './services/mcpClient/mcpServers.ts';
import type { LaunchNews } from './services/launchNews.ts';
import type { Mailer } from './services/mailer.ts';
import type { Notes } from './services/notes.ts';
import type { Notifications } from './services/notifications.ts';
import type { OAuth } from './services/oauth/oauth.ts';
import type { Search } from './services/search/engine.ts';
import type { Sessions } from './services/sessions.ts';

/** What every route plugin receives: the configuration and the services, each made from `db`. */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  sessions: Sessions;
  accessTokens: AccessTokens;
  /** The OAuth server of `/mcp`: clients, consent, tokens, grants (docs/mcp.md "OAuth"). */
  oauth: OAuth;
  accounts: Accounts;
  notes: Notes;
  files: Files;
  assistant: Assistant;
  agent: Agent;
  /** The MCP servers each user connects to the agent. */
  mcpServers: McpServers;
  automations: Automations;
  search: Search;
  launchNews: LaunchNews;
  calendars: Calendars;
  calendarEvents: CalendarEvents;
  notifications: Notifications;
  /** The address the app is reached at, for links the server hands out (feeds, mail). */
  publicUrl: () => string;
  mailer: Mailer;
}
