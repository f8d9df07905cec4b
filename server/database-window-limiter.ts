import { sql } from "drizzle-orm";
import { getDatabase, queryRows } from "#app/db/client.server.ts";
import { createFixedWindowLimiter, secondsLeft, type WindowCount } from "#app/utils/fixed-window-limiter.server.ts";

/**
 * Fixed-window counters in the database, so that a limit holds across every instance on one
 * PostgreSQL (docs/decisions/089-several-instances-on-one-database.md). One statement per request:
 * the window restarts or the count goes up atomically, whichever instance counts.
 */
export type DatabaseWindowLimiter = {
  /** Counts one request for `key`; resolves to the seconds to wait when it is over the limit. */
  take(key: string): Promise<number | undefined>;
  /** Counts one request for `key`; resolves to the count in its window and the window's start. */
  hit(key: string): Promise<WindowCount>;
};

export function createDatabaseWindowLimiter(options: {
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
}): DatabaseWindowLimiter {
  const { name, limit, windowMs, now = Date.now } = options;
  let lastSweep = 0;
  const limiter: DatabaseWindowLimiter = {
    async take(key) {
      const { count, start } = await limiter.hit(key);
      return count > limit ? secondsLeft(start, windowMs, now()) : undefined;
    },
    async hit(key) {
      const time = now();
      const rows = await queryRows<{ window_start: string | number; count: number }>(sql`
        insert into rate_limit_windows (key, window_start, count) values (${`${name} ${key}`}, ${time}, 1)
        on conflict (key) do update set
          window_start = case when rate_limit_windows.window_start <= ${time - windowMs} then excluded.window_start else rate_limit_windows.window_start end,
          count = case when rate_limit_windows.window_start <= ${time - windowMs} then 1 else rate_limit_windows.count + 1 end
        returning window_start, count`);
      // Expired windows of this limit are dropped once a window (bounded table, no timer).
      if (time - lastSweep >= windowMs) {
        lastSweep = time;
        await queryRows(
          sql`delete from rate_limit_windows where key like ${`${name} %`} and window_start <= ${time - windowMs}`,
        );
      }
      const row = rows[0]!;
      return { count: Number(row.count), start: Number(row.window_start) };
    },
  };
  return limiter;
}

/** Counts requests per key in fixed windows, wherever the instances can share the counts. */
export type SharedWindowLimiter = {
  /** Counts one request for `key`; rejects when the database does not answer. */
  hit(key: string): Promise<WindowCount>;
};

/**
 * The counter a rate limit uses: in the database when it is PostgreSQL (several instances may
 * share it), in memory on PGlite (one process) or before a database is open.
 */
export function createSharedWindowLimiter(options: {
  name: string;
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): SharedWindowLimiter {
  const memory = createFixedWindowLimiter(options);
  const database = createDatabaseWindowLimiter(options);
  return {
    async hit(key) {
      let kind: string | undefined;
      try {
        kind = getDatabase().kind;
      } catch {
        kind = undefined;
      }
      return kind === "postgres" ? database.hit(key) : memory.hit(key);
    },
  };
}
