import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Queryable } from '../db/index.ts';

export interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window resets. */
  ttl: number;
}

/**
 * Fixed-window counters in PostgreSQL: one upsert per hit, so every server process on one
 * database counts against the same limit (a per-process memory store would allow N times as many).
 */
export function createRateLimits(db: Queryable) {
  return {
    async hit(key: string, windowMs: number): Promise<Hit> {
      const row = await db.one<{ hits: number; ttl: number }>(sql`
        INSERT INTO rate_limits (key, hits, reset_at)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING hits, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl`);
      return { current: row.hits, ttl: row.ttl };
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;

/** A `@fastify/rate-limit` store over `createRateLimits`, keyed by route and client address. */
export function rateLimitStore(limits: RateLimits): FastifyRateLimitStoreCtor {
  class PostgresStore {
    constructor(readonly scope = '') {}
    incr(
      key: string,
      callback: (error: Error | null, result?: Hit) => void,
      timeWindow: number,
    ): void {
      limits.hit(`${this.scope}|${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }
    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo ?? {};
      return new PostgresStore(`${String(route.method)} ${route.url ?? ''}`);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
