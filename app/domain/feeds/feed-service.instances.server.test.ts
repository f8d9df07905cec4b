import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { changeDecision, decisionRow, insertDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { feedByKey } from "./catalogue.ts";
import { announceFeedDataChange } from "./data-version.server.ts";
import { createFeedService, type CachedBody, type FeedService, type FeedTarget } from "./feed-service.server.ts";

/**
 * Several instances of the server on one database (ADR 027): two feed services stand for two
 * processes. Neither hears the other's in-process events; changes reach them only through the
 * database. With TEST_DATABASE_URL the database is PostgreSQL.
 */
const db = useTestDatabase();
const publicUrl = "https://legal-calendar.example";
const intervalMs = 30_000;
let clock = Date.parse("2026-11-27T00:00:00Z");
const now = () => clock;
let first: FeedService;
let second: FeedService;

const uids = (body: CachedBody | undefined) =>
  new ICAL.Component(ICAL.parse(body!.identity.toString()))
    .getAllSubcomponents("vevent")
    .map((event) => String(event.getFirstPropertyValue("uid")));

/** What a subscriber polling this instance sees once the instance has rebuilt what it found stale. */
async function poll(service: FeedService, target: FeedTarget) {
  await service.getFeed(target);
  await service.settled();
  return (await service.getFeed(target))!;
}

beforeAll(async () => {
  await insertDecisions(db.current.db, [
    decisionRow({
      id: "lag-hb-1",
      region: "bremen",
      branch: "labour",
      courtName: "LAG Bremen",
      decisionDate: "2024-05-10",
      updatedAt: new Date("2026-01-05T10:00:00Z"),
    }),
  ]);
  const options = { publicUrl, limits: { maxEvents: 1000, maxAgeDays: 0 }, revalidateMs: intervalMs, now };
  first = createFeedService(options);
  second = createFeedService(options);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe("two instances on one database", () => {
  test("answer a feed and the index with the same bytes, ETag and Last-Modified", async () => {
    for (const target of [
      { kind: "catalogue", feed: feedByKey("bremen/labour")! },
      { kind: "court", courtSlug: "lag-bremen" },
    ] as const) {
      const [a, b] = [await first.getFeed(target), await second.getFeed(target)];
      expect(b!.identity.equals(a!.identity)).toBe(true);
      expect(b!.br.equals(a!.br)).toBe(true);
      expect(b!.etag).toBe(a!.etag);
      expect(b!.lastModifiedHttp).toBe(a!.lastModifiedHttp);
    }
    const [a, b] = [await first.getIndex(), await second.getIndex()];
    expect(b.identity.equals(a.identity)).toBe(true);
    expect(b.etag).toBe(a.etag);
  });

  test("a change made elsewhere reaches both within their refresh interval, with equal bytes again", async () => {
    const target = { kind: "catalogue" as const, feed: feedByKey("bremen/labour")! };
    const before = await poll(first, target);
    expect(uids(await poll(second, target))).toEqual(["rii-src-lag-hb-1@legal-calendar"]);

    // A third process (an import on the command line) writes and announces its change; it reaches
    // neither service by an event.
    await insertDecisions(db.current.db, [
      decisionRow({
        id: "lag-hb-2",
        region: "bremen",
        branch: "labour",
        courtName: "LAG Bremen",
        decisionDate: "2024-06-01",
        updatedAt: new Date("2026-02-01T00:00:00Z"),
      }),
    ]);
    await announceFeedDataChange("decisions");
    // Within the interval the instances may still serve what they built.
    clock += intervalMs - 1;
    expect((await poll(first, target)).etag).toBe(before.etag);
    // Once the interval has passed, each finds the change on its next request and rebuilds.
    clock += 1;
    const [a, b] = [await poll(first, target), await poll(second, target)];
    expect(uids(a)).toEqual(["rii-src-lag-hb-2@legal-calendar", "rii-src-lag-hb-1@legal-calendar"]);
    expect(b.identity.equals(a.identity)).toBe(true);
    expect(b.etag).toBe(a.etag);
    expect(b.etag).not.toBe(before.etag);
    expect(b.lastModifiedHttp).toBe(a.lastModifiedHttp);
  });

  test("a change written without any announcement is found too (the decisions' own fingerprint)", async () => {
    const target = { kind: "court" as const, courtSlug: "lag-bremen" };
    const before = await poll(second, target);
    await changeDecision(db.current.db, "lag-hb-1", { headnote: "Neuer Leitsatz" }, new Date("2026-03-01T00:00:00Z"));
    clock += intervalMs;
    const [a, b] = [await poll(first, target), await poll(second, target)];
    expect(a.etag).not.toBe(before.etag);
    expect(b.etag).toBe(a.etag);
    expect(b.identity.toString()).toContain("Neuer Leitsatz");
  });
});
