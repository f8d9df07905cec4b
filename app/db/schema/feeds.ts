import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Per calendar feed: the content hash last built and the Last-Modified that goes with it, so that
 * Last-Modified never goes backwards and moves forward whenever the body changes, also when a
 * decision leaves a feed and across restarts (docs/decisions/023-feed-cache-invalidation.md).
 */
export const feedVersions = pgTable("feed_versions", {
  /** The feed's cache key: "bayern/labour", "court/olg-muenchen", "search?q=…", "index.json". */
  feedKey: text("feed_key").primaryKey(),
  /** Strong ETag of the identity bytes (without quotes). */
  etag: text("etag").notNull(),
  /** Last-Modified of that body, whole seconds. */
  lastModified: timestamp("last_modified", { withTimezone: true }).notNull(),
  /** The last build; unused keyword feeds' rows are removed after a while. */
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});
