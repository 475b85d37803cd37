// The server project's global setup: one embedded PostgreSQL for the whole run, on 127.0.0.1, in
// a temp dir that is deleted after it. Each test file takes a database of its own in it
// (`sharedTestDatabase`), which costs a CREATE DATABASE instead of an initdb and a start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedPostgresUrl: string;
  }
}

export default async function startSharedPostgres(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-test-shared-'));
  try {
    const cluster = await startEmbedded({ dataDir, port: 0, log: () => undefined });
    project.provide('sharedPostgresUrl', cluster.connectionString);
    return async () => {
      try {
        await cluster.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
