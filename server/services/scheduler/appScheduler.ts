import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/index.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { createScheduler, type JobKind, type Scheduler } from './scheduler.ts';
import { seedSweeps } from './sweeps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's scheduler loop; tests drive it with `runDue` under a fake clock. */
    scheduler: Scheduler;
  }
}

export interface AppSchedulerOptions {
  clock?: Clock;
  /** false: no loop in this process (tests call `runDue` themselves). */
  run?: boolean;
}

/**
 * Every API process runs the loop (the supervisor's workers each do; SKIP LOCKED shares the
 * work), started once the app is ready and stopped, its batch in hand committed, as it closes.
 */
export function installScheduler(
  app: FastifyInstance,
  db: Database,
  kinds: { jobs: readonly JobKind[]; sweeps: readonly JobKind[] },
  options: AppSchedulerOptions = {},
): Scheduler {
  const clock = options.clock ?? systemClock;
  const scheduler = createScheduler(db, {
    kinds: [...kinds.jobs, ...kinds.sweeps],
    clock,
    log: app.log,
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => {
    await seedSweeps(db, kinds.sweeps, clock.now());
    if (options.run !== false) scheduler.start();
  });
  app.addHook('onClose', async () => scheduler.stop());
  return scheduler;
}
