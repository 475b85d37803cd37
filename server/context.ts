import type { ServerConfig } from './config.ts';
import type { Database } from './db/index.ts';
import type { Accounts } from './services/accounts.ts';
import type { Mailer } from './services/mailer.ts';
import type { Sessions } from './services/sessions.ts';

/** What every route plugin receives: the database and the shared services. */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  sessions: Sessions;
  accounts: Accounts;
  mailer: Mailer;
}
