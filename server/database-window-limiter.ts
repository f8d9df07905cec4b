import { sql } from "drizzle-orm";
import { getDatabase, queryRows } from "#app/db/client.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { createFixedWindowLimiter } from "#app/utils/fixed-window-limiter.server.ts";

/**
 * Fixed-window counters in the database, so that a limit holds across every instance on one
 * PostgreSQL (docs/decisions/089-several-instances-on-one-database.md). One statement per request:
 * the window restarts or the count goes up atomically, whichever instance counts.
 */
export type SharedWindowLimiter = {
  /** Counts one request for `key`; resolves to the seconds to wait when it is over the limit. */
  take(key: string): Promise<number | undefined>;
};

export function createDatabaseWindowLimiter(options: { name: string; limit: number; windowMs: number; now?: () => number }): SharedWindowLimiter {
  const { name, limit, windowMs, now = Date.now } = options;
  let lastSweep = 0;
  return {
    async take(key) {
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
        await queryRows(sql`delete from rate_limit_windows where key like ${`${name} %`} and window_start <= ${time - windowMs}`);
      }
      const row = rows[0]!;
      const start = Number(row.window_start);
      return Number(row.count) > limit ? Math.max(1, Math.ceil((start + windowMs - time) / 1000)) : undefined;
    },
  };
}

/**
 * The limiter a middleware uses: in the database when it is PostgreSQL (several instances may
 * share it), in memory on PGlite (one process) or before a database is open. A database that does
 * not answer lets the request through (logged): the limit guards against abuse, not the data.
 */
export function createSharedWindowLimiter(options: { name: string; limit: number; windowMs: number; maxKeys?: number; now?: () => number }): SharedWindowLimiter {
  const memory = createFixedWindowLimiter(options);
  const database = createDatabaseWindowLimiter(options);
  return {
    async take(key) {
      let kind: string | undefined;
      try {
        kind = getDatabase().kind;
      } catch {
        kind = undefined;
      }
      if (kind !== "postgres") return memory.take(key);
      try {
        return await database.take(key);
      } catch (error) {
        logger.warn({ err: error, limit: options.name }, "rate limit not counted: the database did not answer");
        return undefined;
      }
    },
  };
}
