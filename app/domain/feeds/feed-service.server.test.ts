import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { changeDecision, decisionRow, insertDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { catalogue, feedByKey } from "./catalogue.ts";
import { createFeedService, feedServiceOptions, type FeedService, type FeedTarget } from "./feed-service.server.ts";

const db = useTestDatabase();
let service: FeedService;
const publicUrl = "https://legal-calendar.example";

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
}

/** Parses a feed with both ical.js and node-ical; both must see a PUBLISH calendar with the same events. */
function parseWithBoth(text: string, label: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("method"), label).toBe("PUBLISH");
  const icalUids = calendar
    .getAllSubcomponents("vevent")
    .map((component) => String(component.getFirstPropertyValue("uid")));
  const nodeUids = Object.values(nodeIcal.sync.parseICS(text))
    .filter((entry) => entry?.type === "VEVENT")
    .map((entry) => (entry as { uid: string }).uid);
  expect(nodeUids, label).toEqual(icalUids);
  return icalUids;
}

/**
 * What a client sees on its next poll after a change: its first request gets the previous body and
 * queues the rebuild (stale-while-revalidate), which has finished by then.
 */
async function afterRebuild(target: FeedTarget, which: FeedService = service) {
  await which.getFeed(target);
  await which.settled();
  return which.getFeed(target);
}

async function feedText(key: string, which: FeedService = service) {
  const body = await which.getFeed({ kind: "catalogue", feed: feedByKey(key)! });
  return body!.identity.toString("utf8");
}

beforeAll(async () => {
  await insertDecisions(db.current.db, [
    decisionRow({
      id: "bag-1",
      region: "bund",
      branch: "labour",
      courtName: "BAG",
      decisionDate: "2024-03-12",
      ecli: "ECLI:DE:BAG:2024:120324.U.9AZR1.23.0",
      updatedAt: new Date("2024-04-01T10:00:00.123Z"),
    }),
    decisionRow({
      id: "bag-2",
      region: "bund",
      branch: "labour",
      courtName: "BAG",
      decisionDate: "2024-02-07",
      updatedAt: new Date("2024-03-01T00:00:00Z"),
      headnote: "Überstunden im Außendienst und Arbeitszeiterfassung",
    }),
    decisionRow({
      id: "olg-1",
      region: "bayern",
      branch: "ordinary",
      courtName: "OLG München",
      decisionDate: "2024-01-24",
      title: "Aufklärungspflichten beim Immobilienkauf",
    }),
    decisionRow({
      id: "lg-1",
      region: "bayern",
      branch: "ordinary",
      courtName: "LG München I",
      decisionDate: "2023-12-05",
    }),
    decisionRow({
      id: "lag-1",
      region: "nordrhein-westfalen",
      branch: "labour",
      courtName: "LAG Düsseldorf",
      decisionDate: "2024-05-02",
      headnote: "Kündigung wegen Arbeitszeitbetrug",
    }),
    ...Array.from({ length: 30 }, (_, i) =>
      decisionRow({
        id: `vg-${String(i).padStart(2, "0")}`,
        region: "bayern",
        branch: "administrative",
        courtName: "VG München",
        decisionDate: `2020-01-${String(i + 1).padStart(2, "0")}`,
      }),
    ),
  ]);
  service = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 0 }, revalidateMs: 0 });
});
afterAll(() => service?.close());

describe("the feed service", () => {
  test("every feed of the catalogue parses with ical.js and node-ical, empty or not", async () => {
    for (const feed of catalogue) parseWithBoth(await feedText(feed.key), feed.key);
    expect(parseWithBoth(await feedText("bremen/labour"), "bremen/labour")).toHaveLength(0);
    expect(parseWithBoth(await feedText("bund/bag"), "bund/bag")).toHaveLength(2);
  });

  test("every court feed and keyword feeds (with and without matches) parse with ical.js and node-ical", async () => {
    const { courts } = await service.getListing();
    expect(courts.length).toBeGreaterThanOrEqual(5);
    for (const court of courts) {
      const body = await service.getFeed({ kind: "court", courtSlug: court.court! });
      expect(parseWithBoth(body!.identity.toString("utf8"), court.path), court.path).toHaveLength(court.events);
    }
    const searches: [Extract<FeedTarget, { kind: "search" }>, number][] = [
      [{ kind: "search", q: "Immobilienkauf" }, 1],
      [{ kind: "search", q: "Kündigung", region: "nordrhein-westfalen", branch: "labour" }, 1],
      [{ kind: "search", q: "Immobilienkauf or Kündigung" }, 2],
      [{ kind: "search", q: "Kündigung", region: "bayern" }, 0],
      [{ kind: "search", q: '"Überstunden im Außendienst" -Kündigung' }, 1],
    ];
    for (const [target, count] of searches) {
      const body = await service.getFeed(target);
      expect(parseWithBoth(body!.identity.toString("utf8"), target.q), target.q).toHaveLength(count);
    }
  });

  test("a feed holds its region's and branch's decisions, the most recent first", async () => {
    const bag = events(await feedText("bund/bag"));
    expect(bag.map((event) => event.startDate.toString())).toEqual(["2024-03-12", "2024-02-07"]);
    expect(bag[0]!.uid).toBe("ECLI:DE:BAG:2024:120324.U.9AZR1.23.0@legal-calendar");
    expect(bag[1]!.uid).toBe("rii-src-bag-2@legal-calendar");
    const bayern = events(await feedText("bayern/ordinary"));
    expect(bayern.map((event) => event.summary)).toEqual([
      "OLG München OLG-1 1/24 – Aufklärungspflichten beim Immobilienkauf",
      "LG München I LG-1 1/24 Urteil",
    ]);
    expect(events(await feedText("nordrhein-westfalen/labour"))).toHaveLength(1);
  });

  test("Last-Modified is the newest change in whole seconds; ETag is stable", async () => {
    const body = await service.getFeed({ kind: "catalogue", feed: feedByKey("bund/bag")! });
    expect(body!.lastModifiedHttp).toBe("Mon, 01 Apr 2024 10:00:00 GMT");
    expect(body!.etag).toMatch(/^[\w-]{32}$/);
    const again = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 0 } });
    expect((await again.getFeed({ kind: "catalogue", feed: feedByKey("bund/bag")! }))!.etag).toBe(body!.etag);
    again.close();
  });

  test("the body is reused until an import reports a change", async () => {
    // A feed of its own, so that no other test sees the decision this one adds.
    await insertDecisions(db.current.db, [
      decisionRow({ id: "lag-bb-1", region: "brandenburg", branch: "labour", decisionDate: "2024-05-10" }),
    ]);
    const cachedService = createFeedService({
      publicUrl,
      limits: { maxEvents: 1000, maxAgeDays: 0 },
      revalidateMs: 60_000,
    });
    const target = { kind: "catalogue" as const, feed: feedByKey("brandenburg/labour")! };
    const first = await cachedService.getFeed(target);
    expect(await cachedService.getFeed(target)).toBe(first);
    await insertDecisions(db.current.db, [
      decisionRow({ id: "lag-bb-2", region: "brandenburg", branch: "labour", decisionDate: "2024-06-01" }),
    ]);
    expect(await cachedService.getFeed(target)).toBe(first);
    emitDataChanged("decisions");
    // Served at once from the previous body while the new one is built.
    expect(await cachedService.getFeed(target)).toBe(first);
    await cachedService.settled();
    const second = await cachedService.getFeed(target);
    expect(second).not.toBe(first);
    expect(events(second!.identity.toString())).toHaveLength(2);
    cachedService.close();
  });

  test("a change made by another process is found by the fingerprint check", async () => {
    const target = { kind: "catalogue" as const, feed: feedByKey("sachsen/social")! };
    const before = await service.getFeed(target);
    expect(before!.count).toBe(0);
    await service.settled();
    // No event: as if a CLI import had written to PostgreSQL.
    await insertDecisions(db.current.db, [
      decisionRow({ id: "lsg-1", region: "sachsen", branch: "social", decisionDate: "2024-07-01" }),
    ]);
    const after = await afterRebuild(target);
    expect(after!.count).toBe(1);
    expect(after!.etag).not.toBe(before!.etag);
  });

  test("re-importing unchanged data keeps UIDs, ETag and bytes; a changed decision raises SEQUENCE", async () => {
    // A court feed of its own, never built before this test: the change below reaches no feed
    // that other tests read, and the feed's Last-Modified starts from these decisions.
    const courtName = "LAG Rheinland-Pfalz";
    await insertDecisions(db.current.db, [
      decisionRow({
        id: "lag-rp-1",
        region: "rheinland-pfalz",
        branch: "labour",
        courtName,
        decisionDate: "2024-03-12",
        updatedAt: new Date("2024-04-01T10:00:00Z"),
      }),
      decisionRow({
        id: "lag-rp-2",
        region: "rheinland-pfalz",
        branch: "labour",
        courtName,
        decisionDate: "2024-02-07",
        updatedAt: new Date("2024-03-01T00:00:00Z"),
      }),
    ]);
    emitDataChanged("decisions");
    const target = { kind: "court" as const, courtSlug: "lag-rheinland-pfalz" };
    const before = await service.getFeed(target);
    emitDataChanged("decisions"); // an import that found nothing new
    const same = await afterRebuild(target);
    expect(same).not.toBe(before);
    expect(same!.identity.equals(before!.identity)).toBe(true);
    expect(same!.etag).toBe(before!.etag);

    await changeDecision(db.current.db, "lag-rp-2", { headnote: "Neuer Leitsatz" }, new Date("2024-05-01T08:00:00Z"));
    emitDataChanged("decisions");
    const changed = await afterRebuild(target);
    const [, second] = events(changed!.identity.toString());
    expect(second!.uid).toBe("rii-src-lag-rp-2@legal-calendar");
    expect(second!.sequence).toBe(1);
    expect(second!.description).toContain("Neuer Leitsatz");
    expect(changed!.etag).not.toBe(before!.etag);
    expect(changed!.lastModifiedHttp).toBe("Wed, 01 May 2024 08:00:00 GMT");
  });

  test("Last-Modified moves forward when a decision leaves a feed, and never back, also after a restart", async () => {
    const target = { kind: "catalogue" as const, feed: feedByKey("hessen/finance")! };
    await insertDecisions(db.current.db, [
      decisionRow({
        id: "fg-1",
        region: "hessen",
        branch: "finance",
        decisionDate: "2024-06-01",
        updatedAt: new Date("2026-03-02T00:00:00Z"),
      }),
      decisionRow({
        id: "fg-2",
        region: "hessen",
        branch: "finance",
        decisionDate: "2024-07-01",
        updatedAt: new Date("2026-04-01T12:00:00Z"),
      }),
    ]);
    emitDataChanged("decisions");
    const before = (await afterRebuild(target))!;
    // (Later than the empty feed's first Last-Modified, which the first test has recorded.)
    expect(before.lastModifiedHttp).toBe("Wed, 01 Apr 2026 12:00:00 GMT");

    // A re-import corrects fg-2's region: it leaves the feed, whose newest remaining change is older.
    await changeDecision(db.current.db, "fg-2", { region: "thueringen" }, new Date("2026-05-01T00:00:00Z"));
    emitDataChanged("decisions");
    const started = Math.floor(Date.now() / 1000) * 1000;
    const after = (await afterRebuild(target))!;
    expect(events(after.identity.toString())).toHaveLength(1);
    expect(after.etag).not.toBe(before.etag);
    expect(after.lastModified.getTime()).toBeGreaterThan(before.lastModified.getTime());
    expect(after.lastModified.getTime()).toBeGreaterThanOrEqual(started);
    expect(after.lastModified.getTime()).toBeLessThanOrEqual(Date.now());

    // A restarted server and an import that changed nothing keep the same validators.
    const restarted = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 0 } });
    const again = (await restarted.getFeed(target))!;
    restarted.close();
    expect(again.etag).toBe(after.etag);
    expect(again.lastModifiedHttp).toBe(after.lastModifiedHttp);
    emitDataChanged("decisions");
    expect((await afterRebuild(target))!.lastModifiedHttp).toBe(after.lastModifiedHttp);

    // It comes back with an older change time than the Last-Modified sent meanwhile: still later.
    await changeDecision(db.current.db, "fg-2", { region: "hessen" }, new Date("2026-06-01T00:00:00Z"));
    emitDataChanged("decisions");
    const back = (await afterRebuild(target))!;
    expect(events(back.identity.toString())).toHaveLength(2);
    expect(back.lastModified.getTime()).toBeGreaterThan(after.lastModified.getTime());
  });

  test("Last-Modified moves forward when decisions age out of a feed (FEED_MAX_AGE_DAYS)", async () => {
    const target = { kind: "catalogue" as const, feed: feedByKey("saarland/social")! };
    await insertDecisions(db.current.db, [
      // The older decision was corrected last: it carries the feed's newest change.
      decisionRow({
        id: "lsg-saar-1",
        region: "saarland",
        branch: "social",
        decisionDate: "2020-01-05",
        updatedAt: new Date("2026-02-01T00:00:00Z"),
      }),
      decisionRow({
        id: "lsg-saar-2",
        region: "saarland",
        branch: "social",
        decisionDate: "2020-01-20",
        updatedAt: new Date("2026-01-21T00:00:00Z"),
      }),
    ]);
    const onJanuary24 = createFeedService({
      publicUrl,
      limits: { maxEvents: 1000, maxAgeDays: 25, today: "2020-01-24" },
    });
    const before = (await onJanuary24.getFeed(target))!;
    onJanuary24.close();
    expect(events(before.identity.toString())).toHaveLength(2);
    expect(before.lastModifiedHttp).toBe("Sun, 01 Feb 2026 00:00:00 GMT");
    const onFebruary10 = createFeedService({
      publicUrl,
      limits: { maxEvents: 1000, maxAgeDays: 25, today: "2020-02-10" },
    });
    const after = (await onFebruary10.getFeed(target))!;
    onFebruary10.close();
    expect(events(after.identity.toString()).map((event) => event.startDate.toString())).toEqual(["2020-01-20"]);
    expect(after.lastModified.getTime()).toBeGreaterThan(before.lastModified.getTime());
  });

  test("a feed is bounded to the most recent decisions, with an optional maximum age", async () => {
    const small = createFeedService({ publicUrl, limits: { maxEvents: 10, maxAgeDays: 0 } });
    const vg = events(await feedText("bayern/administrative", small));
    expect(vg).toHaveLength(10);
    expect(vg[0]!.startDate.toString()).toBe("2020-01-30");
    small.close();
    const recent = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 30, today: "2020-01-31" } });
    expect(events(await feedText("bayern/administrative", recent))).toHaveLength(30);
    recent.close();
    const young = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 10, today: "2020-01-31" } });
    expect(events(await feedText("bayern/administrative", young))).toHaveLength(10);
    young.close();
  });

  test("the listing gives every catalogue feed and every court with decisions, with counts and last change", async () => {
    const listing = await service.getListing();
    expect(listing.feeds).toHaveLength(catalogue.length);
    const bag = listing.feeds.find((feed) => feed.court === "bag")!;
    expect(bag).toMatchObject({
      region: "bund",
      branch: "labour",
      title: "Bundesarbeitsgericht (BAG)",
      url: `${publicUrl}/feeds/bund/bag.ics`,
      events: 2,
    });
    expect(listing.feeds.find((feed) => feed.path === "/feeds/bremen/labour.ics")).toMatchObject({
      events: 0,
      lastChange: null,
    });
    const court = listing.courts.find((entry) => entry.title === "OLG München")!;
    expect(court).toMatchObject({
      path: "/feeds/court/olg-muenchen.ics",
      region: "bayern",
      branch: "ordinary",
      events: 1,
    });
    const olg = await service.getFeed({ kind: "court", courtSlug: "olg-muenchen" });
    expect(events(olg!.identity.toString()).map((event) => event.uid)).toEqual(["rii-src-olg-1@legal-calendar"]);
    expect(await service.getFeed({ kind: "court", courtSlug: "no-such-court" })).toBeUndefined();
  });

  test("a keyword feed finds decisions by German word stems, limited by region and branch", async () => {
    const all = await service.getFeed({ kind: "search", q: "Immobilienkauf" });
    const text = all!.identity.toString();
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue("url")).toBe(
      `${publicUrl}/feeds/search.ics?q=Immobilienkauf`,
    );
    expect(events(text).map((event) => event.startDate.toString())).toEqual(["2024-01-24"]);
    const nrw = await service.getFeed({
      kind: "search",
      q: "Kündigungen",
      region: "nordrhein-westfalen",
      branch: "labour",
    });
    expect(events(nrw!.identity.toString()).map((event) => event.startDate.toString())).toEqual(["2024-05-02"]);
    const none = await service.getFeed({ kind: "search", q: "Kündigung", region: "bayern" });
    expect(events(none!.identity.toString())).toHaveLength(0);
  });

  test("FEED_MAX_EVENTS and FEED_MAX_AGE_DAYS from the environment bound the server's feeds", async () => {
    expect(feedServiceOptions(parseEnv({})).limits).toEqual({ maxEvents: 1000, maxAgeDays: 0 });
    const small = createFeedService(feedServiceOptions(parseEnv({ PUBLIC_URL: publicUrl, FEED_MAX_EVENTS: "3" })));
    expect(events(await feedText("bayern/administrative", small)).map((event) => event.startDate.toString())).toEqual([
      "2020-01-30",
      "2020-01-29",
      "2020-01-28",
    ]);
    small.close();
    // The age limit counts from today: one decision of last week, one of three years ago.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await insertDecisions(db.current.db, [
      decisionRow({ id: "ovg-new", region: "berlin", branch: "administrative", decisionDate: day(7) }),
      decisionRow({ id: "ovg-old", region: "berlin", branch: "administrative", decisionDate: day(3 * 365) }),
    ]);
    const unlimited = createFeedService(feedServiceOptions(parseEnv({ PUBLIC_URL: publicUrl })));
    expect(events(await feedText("berlin/administrative", unlimited))).toHaveLength(2);
    unlimited.close();
    const recent = createFeedService(
      feedServiceOptions(parseEnv({ PUBLIC_URL: publicUrl, FEED_MAX_AGE_DAYS: "365", FEED_MAX_EVENTS: "50" })),
    );
    expect(events(await feedText("berlin/administrative", recent)).map((event) => event.startDate.toString())).toEqual([
      day(7),
    ]);
    expect(
      (await recent.getListing()).feeds.find((feed) => feed.path === "/feeds/berlin/administrative.ics")!.events,
    ).toBe(1);
    recent.close();
  });
});

describe("rebuilds in the background (stale-while-revalidate)", () => {
  const uids = (body: { identity: Buffer } | undefined) => events(body!.identity.toString()).map((event) => event.uid);

  test("after a data change the served feed gets the new event without a request waiting for the build; meanwhile the previous body is served", async () => {
    const target = { kind: "catalogue" as const, feed: feedByKey("schleswig-holstein/labour")! };
    await insertDecisions(db.current.db, [
      decisionRow({ id: "lag-sh-1", region: "schleswig-holstein", branch: "labour", decisionDate: "2024-05-10" }),
    ]);
    const live = createFeedService({
      publicUrl,
      limits: { maxEvents: 1000, maxAgeDays: 0 },
      revalidateMs: 60_000,
      prebuild: true,
      prebuildDelayMs: 0,
    });
    try {
      // At server start every catalogue feed is built before anyone asks (peekFeed never builds).
      expect(live.peekFeed(target)).toBeUndefined();
      live.prebuild();
      await live.settled();
      const before = live.peekFeed(target);
      expect(uids(before)).toEqual(["rii-src-lag-sh-1@legal-calendar"]);
      expect(live.peekFeed({ kind: "catalogue", feed: feedByKey("bund/bag")! })).toBeDefined();

      // An import adds a decision: the feed is rebuilt with nobody asking for it.
      await insertDecisions(db.current.db, [
        decisionRow({ id: "lag-sh-2", region: "schleswig-holstein", branch: "labour", decisionDate: "2024-06-01" }),
      ]);
      emitDataChanged("decisions");
      await live.settled();
      const after = live.peekFeed(target);
      expect(uids(after)).toEqual(["rii-src-lag-sh-2@legal-calendar", "rii-src-lag-sh-1@legal-calendar"]);
      expect(after!.etag).not.toBe(before!.etag);

      // Another import; its rebuild is held back here to look at the time in between: requests
      // get the previous body at once.
      let release!: () => void;
      live.deferRebuildsUntil(new Promise<void>((resolve) => (release = resolve)));
      await insertDecisions(db.current.db, [
        decisionRow({ id: "lag-sh-3", region: "schleswig-holstein", branch: "labour", decisionDate: "2024-07-01" }),
      ]);
      emitDataChanged("decisions");
      expect(live.peekFeed(target)).toBe(after);
      expect(await live.getFeed(target)).toBe(after);
      release();
      await live.settled();
      const latest = live.peekFeed(target);
      expect(uids(latest)).toHaveLength(3);
      expect(await live.getFeed(target)).toBe(latest);

      // An import that changed nothing: rebuilt, same bytes, same ETag.
      emitDataChanged("decisions");
      await live.settled();
      expect(live.peekFeed(target)!.etag).toBe(latest!.etag);
    } finally {
      await live.close();
    }
  });

  test("concurrent first requests for a feed share one build", async () => {
    const fresh = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 0 }, revalidateMs: 60_000 });
    const target = { kind: "catalogue" as const, feed: feedByKey("bayern/administrative")! };
    const [first, second, third] = await Promise.all([
      fresh.getFeed(target),
      fresh.getFeed(target),
      fresh.getFeed(target),
    ]);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(third).toBe(first);
    await fresh.close();
  });
});
