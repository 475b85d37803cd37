import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbedded, type EmbeddedCluster } from './embedded.ts';

describe('the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-embedded-'));
  let cluster: EmbeddedCluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function query<Row>(connectionString: string, text: string): Promise<Row[]> {
    const client = new pg.Client({ connectionString });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  it('listens on 127.0.0.1 only, with scram-sha-256 and a password kept private in DATA_DIR', async () => {
    cluster = await startEmbedded({ dataDir, port: 0, log: () => undefined });
    const [settings] = await query<{ listen: string; encryption: string }>(
      cluster.connectionString,
      "SELECT current_setting('listen_addresses') AS listen, current_setting('password_encryption') AS encryption",
    );
    expect(settings).toEqual({ listen: '127.0.0.1', encryption: 'scram-sha-256' });
    const secret = path.join(dataDir, 'pg-password');
    expect(statSync(secret).mode & 0o077).toBe(0);
    expect(cluster.connectionString).toContain(
      encodeURIComponent(readFileSync(secret, 'utf8').trim()),
    );
    const wrong = cluster.connectionString.replace(/:[^:@/]+@/, ':not-the-password@');
    await expect(query(wrong, 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
  });

  it('keeps its data and password across a restart', async () => {
    await query(
      cluster!.connectionString,
      "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')",
    );
    await cluster!.stop();
    cluster = await startEmbedded({ dataDir, port: 0, log: () => undefined });
    expect(await query(cluster.connectionString, 'SELECT v FROM kept')).toEqual([
      { v: 'still here' },
    ]);
  });
});
