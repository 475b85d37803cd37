import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv, type RateLimits, type ServerConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { Clock } from '../services/scheduler/clock.ts';
import type { Mail, Mailer } from '../services/mailer.ts';

/** Keeps mail in memory so a test can follow a reset link. */
export function memoryMailer(): Mailer & { sent: Mail[]; lastLink(): string | undefined } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastLink() {
      const last = sent.at(-1);
      return last && /https?:\/\/\S+/.exec(last.text)?.[0];
    },
  };
}

/** Rate limits high enough that only the tests about 429 ever meet them. */
export const RELAXED_LIMITS: RateLimits = {
  login: 10_000,
  forgot: 10_000,
  reset: 10_000,
  register: 10_000,
  mcp: 10_000,
  oauthRegister: 10_000,
  windowMs: 60_000,
};

export interface TestAppOptions {
  rateLimits?: RateLimits;
  mailer?: Mailer;
  staticDir?: string;
  defer?: (job: () => void) => void;
  trustProxy?: number;
  /** Any other settings a test needs (a small file quota, a model endpoint). */
  config?: Partial<ServerConfig>;
  indexFiles?: boolean;
  /** Tests drive the scheduler themselves (`app.scheduler.runDue()`), under this clock. */
  clock?: Clock;
}

export async function testApp(
  db: Database,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const config = {
    ...configFromEnv({}, tmpdir()),
    publicUrl: 'http://quire.test',
    rateLimits: options.rateLimits ?? RELAXED_LIMITS,
    staticDir: options.staticDir,
    trustProxy: options.trustProxy ?? 0,
    ...options.config,
  };
  const app = await buildApp({
    config,
    db,
    logger: false,
    mailer: options.mailer ?? memoryMailer(),
    defer: options.defer,
    indexFiles: options.indexFiles,
    scheduler: { clock: options.clock, run: false },
  });
  await app.ready();
  return app;
}
