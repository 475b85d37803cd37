// The API server in this process for the scripts that drive it over HTTP (benchmarks, the MCP
// Inspector check): a fresh embedded PostgreSQL in a temp dir (or DATABASE_URL), the app on
// 127.0.0.1 and a free port, and a file indexer the script runs when it wants passages read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
const { buildApp } = await import('../server/app.ts');
const { configFromEnv } = await import('../server/config.ts');
const { openDatabase } = await import('../server/db/index.ts');
const { createIndexer } = await import('../server/services/files/indexer.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the app; `close()` stops it, the database, and removes the temp dir. */
export async function startInProcessApp(name, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `quire-${name}-`));
  const log = { info: () => undefined, debug: () => undefined, error: (e) => console.error(e) };
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, log });
  const config = { ...configFromEnv(env, root), dataDir, staticDir: undefined };
  const app = await buildApp({ config, db: database.db, logger: false, indexFiles: false });
  const indexer = createIndexer(database.db, {
    log,
    embeddings: config.assistantEmbeddings,
    isolation: { limits: config.extractionLimits },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${app.server.address().port}`,
    db: database.db,
    indexer,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
