import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { configFromEnv } from '../../config.ts';
import { sql, type OpenDatabase } from '../../db/index.ts';
import { memoryMailer } from '../../test/app.ts';
import { sharedTestDatabase } from '../../test/postgres.ts';
import { fakeClock } from './clock.ts';

describe('the scheduler in the app', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await sharedTestDatabase();
  });
  afterAll(async () => database?.close());

  it('starts with the app, runs the daily sweep, and finishes its batch as the app closes', async () => {
    const clock = fakeClock('2026-03-01T10:00:00Z');
    const db = database.db;
    await db.execute(sql`
      INSERT INTO scheduled_jobs (kind, subject, due_at, status, fired_at) VALUES
        ('x', 'old', '2026-01-01Z', 'done', '2026-01-01Z'),
        ('x', 'recent', '2026-02-25Z', 'done', '2026-02-25Z')`);
    const app = await buildApp({
      config: configFromEnv({}, tmpdir()),
      db,
      logger: false,
      mailer: memoryMailer(),
      indexFiles: false,
      scheduler: { clock, run: true },
    });
    // Ready seeds the sweep and starts the loop; close waits for the batch the loop holds.
    await app.ready();
    await app.close();
    const rows = await db.many<{ kind: string; subject: string; status: string; due_at: Date }>(
      sql`SELECT kind, subject, status, due_at FROM scheduled_jobs WHERE kind NOT IN ('notifications.sweep', 'notes.versions.sweep', 'automations.sweep', 'oauth.sweep') ORDER BY id`,
    );
    expect(rows.map((row) => [row.kind, row.subject, row.status])).toEqual([
      ['x', 'recent', 'done'],
      ['scheduler.sweep', 'all', 'done'],
      ['scheduler.sweep', 'all', 'pending'],
    ]);
    expect(rows[2]!.due_at.toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });
});
