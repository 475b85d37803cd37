import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTestDatabase } from '../test/postgres.ts';
import { sql, type OpenDatabase } from './index.ts';
import { migrate } from './migrate.ts';

describe('sql tag', () => {
  it('turns every value into a placeholder, never into SQL text', () => {
    const evil = "x'; DROP TABLE users; --";
    const query = sql`SELECT * FROM users WHERE name = ${evil} AND id = ${7}`;
    expect(query.text).toBe('SELECT * FROM users WHERE name = $1 AND id = $2');
    expect(query.values).toEqual([evil, 7]);
  });
});

describe('migrations', () => {
  let database: OpenDatabase;
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-migrations-'));

  beforeAll(async () => {
    database = await embeddedTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applied the shipped migrations at start and records them', async () => {
    const rows = await database.db.many<{ name: string }>(
      sql`SELECT name FROM schema_migrations ORDER BY name`,
    );
    expect(rows.map((r) => r.name)).toContain('001_accounts.sql');
    expect(await migrate(database.db)).toEqual([]);
  });

  it('applies new files in order, once, and rolls everything back when one fails', async () => {
    writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE mig_a (id int);');
    writeFileSync(
      path.join(dir, '002_b.sql'),
      'CREATE TABLE mig_b (id int REFERENCES mig_a (nope));',
    );
    writeFileSync(path.join(dir, 'notes.txt'), 'not a migration');
    await expect(migrate(database.db, dir)).rejects.toThrow();
    const tables = sql`SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'mig_%'`;
    expect(await database.db.many(tables)).toEqual([]);

    writeFileSync(path.join(dir, '002_b.sql'), 'CREATE TABLE mig_b (a_id int);');
    expect(await migrate(database.db, dir)).toEqual(['001_a.sql', '002_b.sql']);
    expect(await migrate(database.db, dir)).toEqual([]);
    expect((await database.db.many(tables)).length).toBe(2);
  });

  it('lets concurrent starts race safely: each file runs exactly once', async () => {
    writeFileSync(path.join(dir, '003_c.sql'), 'CREATE TABLE mig_c (id int);');
    const results = await Promise.all([
      migrate(database.db, dir),
      migrate(database.db, dir),
      migrate(database.db, dir),
    ]);
    expect(results.flat()).toEqual(['003_c.sql']);
  });
});
