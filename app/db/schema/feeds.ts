import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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

/**
 * Changes announced by the process that made them (an import, the court registry), one counter per
 * topic. With the decisions' fingerprint it makes the one data version that every process's feed
 * service compares, so an announcement reaches the feeds of every instance on this database
 * (docs/decisions/027-one-feed-invalidation-across-processes.md).
 */
export const feedDataChanges = pgTable("feed_data_changes", {
  /** "decisions" or "courts". */
  topic: text("topic").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
