import { sql } from "drizzle-orm";
import { queryRows, type Db, getDb } from "#app/db/client.server.ts";

/**
 * Counts one model call for a user if the user is below the limit, in ONE statement: the insert
 * (first call) or the update (later calls) happens only while the count is below the limit, so
 * simultaneous calls can never take more than `limit` between them. Returns the new count, or
 * null when the limit is reached (nothing is counted then). The limit is USAGE_LIMIT, passed in by
 * the HTTP edge (docs/decisions/135-the-http-edge-and-settings-passed-in.md).
 */
export async function takeModelCall(
  uid: string,
  options: { limit: number; now?: Date; db?: Db },
): Promise<number | null> {
  const { limit } = options;
  const now = (options.now ?? new Date()).toISOString();
  const rows = await queryRows<{ count: number }>(
    sql`insert into usage (uid, count, last_updated)
        select ${uid}, 1, ${now}::timestamptz where ${limit}::int > 0
        on conflict (uid) do update set count = usage.count + 1, last_updated = excluded.last_updated
        where usage.count < ${limit}::int
        returning count`,
    options.db ?? getDb(),
  );
  return rows[0] ? Number(rows[0].count) : null;
}
