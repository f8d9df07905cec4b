import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { changeDecision, decisionRow, insertDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { catalogue, feedByKey } from "./catalogue.ts";
import { createFeedService, type FeedService } from "./feed-service.server.ts";

const db = useTestDatabase();
let service: FeedService;
const publicUrl = "https://legal-calendar.example";

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

async function feedText(key: string, which: FeedService = service) {
  const body = await which.getFeed({ kind: "catalogue", feed: feedByKey(key)! });
  return body!.identity.toString("utf8");
}

beforeAll(async () => {
  await insertDecisions(db.current.db, [
    decisionRow({ id: "bag-1", region: "bund", branch: "labour", courtName: "BAG", decisionDate: "2024-03-12", ecli: "ECLI:DE:BAG:2024:120324.U.9AZR1.23.0", updatedAt: new Date("2024-04-01T10:00:00.123Z") }),
    decisionRow({ id: "bag-2", region: "bund", branch: "labour", courtName: "BAG", decisionDate: "2024-02-07", updatedAt: new Date("2024-03-01T00:00:00Z"), headnote: "Überstunden im Außendienst und Arbeitszeiterfassung" }),
    decisionRow({ id: "olg-1", region: "bayern", branch: "ordinary", courtName: "OLG München", decisionDate: "2024-01-24", title: "Aufklärungspflichten beim Immobilienkauf" }),
    decisionRow({ id: "lg-1", region: "bayern", branch: "ordinary", courtName: "LG München I", decisionDate: "2023-12-05" }),
    decisionRow({ id: "lag-1", region: "nordrhein-westfalen", branch: "labour", courtName: "LAG Düsseldorf", decisionDate: "2024-05-02", headnote: "Kündigung wegen Arbeitszeitbetrug" }),
    ...Array.from({ length: 30 }, (_, i) =>
      decisionRow({ id: `vg-${String(i).padStart(2, "0")}`, region: "bayern", branch: "administrative", courtName: "VG München", decisionDate: `2020-01-${String(i + 1).padStart(2, "0")}` }),
    ),
  ]);
  service = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 0 }, revalidateMs: 0 });
});
afterAll(() => service?.close());

describe("the feed service", () => {
  test("every feed of the catalogue parses with ical.js and node-ical, empty or not", async () => {
    for (const feed of catalogue) {
      const text = await feedText(feed.key);
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue("method"), feed.key).toBe("PUBLISH");
      const parsed = Object.values(nodeIcal.sync.parseICS(text)).filter((entry) => entry?.type === "VEVENT");
      expect(parsed.length, feed.key).toBe(calendar.getAllSubcomponents("vevent").length);
    }
    expect(events(await feedText("bremen/labour"))).toHaveLength(0);
  });

  test("a feed holds its region's and branch's decisions, the most recent first", async () => {
    const bag = events(await feedText("bund/bag"));
    expect(bag.map((event) => event.startDate.toString())).toEqual(["2024-03-12", "2024-02-07"]);
    expect(bag[0]!.uid).toBe("ECLI:DE:BAG:2024:120324.U.9AZR1.23.0@legal-calendar");
    expect(bag[1]!.uid).toBe("rii-src-bag-2@legal-calendar");
    const bayern = events(await feedText("bayern/ordinary"));
    expect(bayern.map((event) => event.summary)).toEqual(["OLG München OLG-1 1/24 – Aufklärungspflichten beim Immobilienkauf", "LG München I LG-1 1/24 Urteil"]);
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
    const cachedService = createFeedService({ publicUrl, limits: { maxEvents: 1000, maxAgeDays: 0 }, revalidateMs: 60_000 });
    const target = { kind: "catalogue" as const, feed: feedByKey("nordrhein-westfalen/labour")! };
    const first = await cachedService.getFeed(target);
    expect(await cachedService.getFeed(target)).toBe(first);
    await insertDecisions(db.current.db, [decisionRow({ id: "lag-2", region: "nordrhein-westfalen", branch: "labour", decisionDate: "2024-06-01" })]);
    expect(await cachedService.getFeed(target)).toBe(first);
    emitDataChanged("decisions");
    const second = await cachedService.getFeed(target);
    expect(second).not.toBe(first);
    expect(events(second!.identity.toString())).toHaveLength(2);
    cachedService.close();
  });

  test("a change made by another process is found by the fingerprint check", async () => {
    const target = { kind: "catalogue" as const, feed: feedByKey("sachsen/social")! };
    const before = await service.getFeed(target);
    expect(before!.count).toBe(0);
    // No event: as if a CLI import had written to PostgreSQL.
    await insertDecisions(db.current.db, [decisionRow({ id: "lsg-1", region: "sachsen", branch: "social", decisionDate: "2024-07-01" })]);
    const after = await service.getFeed(target);
    expect(after!.count).toBe(1);
    expect(after!.etag).not.toBe(before!.etag);
  });

  test("re-importing unchanged data keeps UIDs, ETag and bytes; a changed decision raises SEQUENCE", async () => {
    const key = "bund/bag";
    const before = await service.getFeed({ kind: "catalogue", feed: feedByKey(key)! });
    emitDataChanged("decisions"); // an import that found nothing new
    const same = await service.getFeed({ kind: "catalogue", feed: feedByKey(key)! });
    expect(same).not.toBe(before);
    expect(same!.identity.equals(before!.identity)).toBe(true);
    expect(same!.etag).toBe(before!.etag);

    await changeDecision(db.current.db, "bag-2", { headnote: "Neuer Leitsatz" }, new Date("2024-05-01T08:00:00Z"));
    emitDataChanged("decisions");
    const changed = await service.getFeed({ kind: "catalogue", feed: feedByKey(key)! });
    const [, second] = events(changed!.identity.toString());
    expect(second!.uid).toBe("rii-src-bag-2@legal-calendar");
    expect(second!.sequence).toBe(1);
    expect(second!.description).toContain("Neuer Leitsatz");
    expect(changed!.etag).not.toBe(before!.etag);
    expect(changed!.lastModifiedHttp).toBe("Wed, 01 May 2024 08:00:00 GMT");
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
    expect(bag).toMatchObject({ region: "bund", branch: "labour", title: "Bundesarbeitsgericht (BAG)", url: `${publicUrl}/feeds/bund/bag.ics`, events: 2 });
    expect(listing.feeds.find((feed) => feed.path === "/feeds/bremen/labour.ics")).toMatchObject({ events: 0, lastChange: null });
    const court = listing.courts.find((entry) => entry.title === "OLG München")!;
    expect(court).toMatchObject({ path: "/feeds/court/olg-muenchen.ics", region: "bayern", branch: "ordinary", events: 1 });
    const olg = await service.getFeed({ kind: "court", courtSlug: "olg-muenchen" });
    expect(events(olg!.identity.toString()).map((event) => event.uid)).toEqual(["rii-src-olg-1@legal-calendar"]);
    expect(await service.getFeed({ kind: "court", courtSlug: "no-such-court" })).toBeUndefined();
  });

  test("a keyword feed finds decisions by German word stems, limited by region and branch", async () => {
    const all = await service.getFeed({ kind: "search", q: "Immobilienkauf" });
    const text = all!.identity.toString();
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue("url")).toBe(`${publicUrl}/feeds/search.ics?q=Immobilienkauf`);
    expect(events(text).map((event) => event.startDate.toString())).toEqual(["2024-01-24"]);
    const nrw = await service.getFeed({ kind: "search", q: "Kündigungen", region: "nordrhein-westfalen", branch: "labour" });
    expect(events(nrw!.identity.toString()).map((event) => event.startDate.toString())).toEqual(["2024-05-02"]);
    const none = await service.getFeed({ kind: "search", q: "Kündigung", region: "bayern" });
    expect(events(none!.identity.toString())).toHaveLength(0);
  });
});
