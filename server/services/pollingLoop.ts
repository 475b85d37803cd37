export interface PollingLoopOptions {
  /** How long an idle loop waits before looking for work again. */
  pollMs: number;
  /** Where a round that threw is logged, with `failure` as its message; the next poll retries. */
  log: { error(obj: object, msg: string): void };
  failure: string;
}

/**
 * A background loop over a shared queue (the indexer's files, the scheduler's jobs): `round`
 * does all the work there is, then the loop polls every `pollMs` for what other processes
 * added. A wake during a round runs another round after it; stop waits for the round in hand.
 */
export function createPollingLoop(
  round: (stopped: () => boolean) => Promise<void>,
  options: PollingLoopOptions,
) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let again = false;
  const isStopped = () => stopped;

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        await round(isStopped);
      } catch (error) {
        options.log.error({ err: error }, options.failure);
      }
    } while (again && !stopped);
  }

  function poll(delay: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void wake(), delay);
    timer.unref();
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
      poll(options.pollMs);
    });
    return running;
  }

  return {
    /** Runs a round now (after an upload, at start), then polls. */
    wake,
    start(): void {
      stopped = false;
      void wake();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
