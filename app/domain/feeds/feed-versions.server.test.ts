import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { feedVersions } from "#app/db/schema/feeds.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { pruneSearchVersions, recordFeedVersion } from "./feed-versions.server.ts";

useTestDatabase();

const keys = async () =>
  (await queryRows<{ feed_key: string }>(sql`select feed_key from ${feedVersions} order by feed_key`)).map(
    (row) => row.feed_key,
  );

describe("feed versions", () => {
  test("the same ETag keeps its Last-Modified; a new one never goes back", async () => {
    const first = await recordFeedVersion("bayern/labour", "tag-1", new Date("2026-03-01T10:00:00Z"));
    expect(first.toISOString()).toBe("2026-03-01T10:00:00.000Z");
    expect((await recordFeedVersion("bayern/labour", "tag-1", new Date("2026-03-01T10:00:00Z"))).toISOString()).toBe(
      first.toISOString(),
    );
    // Newer content: its own change time.
    const newer = await recordFeedVersion("bayern/labour", "tag-2", new Date("2026-04-01T00:00:00Z"));
    expect(newer.toISOString()).toBe("2026-04-01T00:00:00.000Z");
    // Changed bytes whose newest event is older (a decision left): the time of noticing.
    const noticed = await recordFeedVersion("bayern/labour", "tag-3", new Date("2026-03-01T10:00:00Z"));
    expect(noticed.getTime()).toBeGreaterThan(newer.getTime());
    expect(noticed.getTime()).toBeLessThanOrEqual(Date.now());
    expect(noticed.getMilliseconds()).toBe(0);
  });

  test("keyword feeds not built for 90 days lose their row; catalogue feeds keep theirs", async () => {
    await recordFeedVersion("search?q=Miete", "tag-s1", new Date("2026-01-02T00:00:00Z"));
    await recordFeedVersion("search?q=Urlaub", "tag-s2", new Date("2026-01-02T00:00:00Z"));
    await recordFeedVersion("hessen/social", "tag-h", new Date("2026-01-02T00:00:00Z"));
    await queryRows(
      sql`update ${feedVersions} set built_at = now() - interval '91 days' where feed_key in ('search?q=Miete', 'hessen/social')`,
    );
    await pruneSearchVersions();
    expect(await keys()).toEqual(["bayern/labour", "hessen/social", "search?q=Urlaub"]);
  });
});
