import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { sql } from './sql.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same for every server sharing one database.
const MIGRATION_LOCK = 7_246_531;

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded, in name order, all in one
 * transaction: a failing migration leaves the schema exactly as it was. An advisory lock keeps
 * several servers starting against one database from racing.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.many<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      // Migration files are trusted source, shipped with the server: the one place SQL text is read whole.
      const text = await readFile(path.join(dir, name), 'utf8');
      await tx.execute({ text, values: [] });
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${name})`);
      applied.push(name);
    }
    return applied;
  });
}
