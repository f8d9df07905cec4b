import { sql } from "drizzle-orm";
import { queryRows } from "#app/db/client.server.ts";
import { feedVersions } from "#app/db/schema/feeds.ts";

/** Keyword feeds nobody has fetched for this long lose their row (their keys are unbounded). */
export const SEARCH_VERSION_RETENTION_DAYS = 90;

/**
 * The Last-Modified to send with a freshly built body (ADR 023), recorded per feed in
 * `feed_versions` so that it survives restarts:
 * - the same bytes as last time (same ETag): the recorded Last-Modified, unchanged;
 * - changed bytes: the body's own last change (its newest event) when that is later than the
 *   recorded one, else the time the change was noticed (a decision left the feed: moved to
 *   another region or court, aged out, removed) but at least a second later than before;
 * - a feed never built before: the body's own last change.
 * So Last-Modified never goes backwards, and a client validating with If-Modified-Since alone
 * gets the changed body. Rebuilding unchanged data leaves it exactly as it was.
 */
export async function recordFeedVersion(feedKey: string, etag: string, contentLastModified: Date): Promise<Date> {
  const [row] = await queryRows<{ last_modified: Date | string }>(sql`
    insert into ${feedVersions} as v (feed_key, etag, last_modified, built_at)
    values (${feedKey}, ${etag}, ${contentLastModified.toISOString()}, now())
    on conflict (feed_key) do update set
      last_modified = case
        when v.etag = excluded.etag then v.last_modified
        when excluded.last_modified > v.last_modified then excluded.last_modified
        else greatest(date_trunc('second', now()), v.last_modified + interval '1 second')
      end,
      etag = excluded.etag,
      built_at = excluded.built_at
    returning last_modified`);
  if (!row) throw new Error(`feeds: cannot record the version of ${feedKey}`);
  return new Date(row.last_modified);
}

/** Removes the rows of keyword feeds not built for SEARCH_VERSION_RETENTION_DAYS. */
export async function pruneSearchVersions(): Promise<void> {
  await queryRows(sql`
    delete from ${feedVersions}
    where feed_key like 'search?%' and built_at < now() - make_interval(days => ${SEARCH_VERSION_RETENTION_DAYS})`);
}
