import path from "node:path";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importCourtRegistry } from "#app/domain/courts/import-courts.server.ts";
import { importDecisions } from "#app/domain/decisions/import/import-decisions.server.ts";
import { readSource } from "#app/domain/decisions/import/read-source.server.ts";
import { catalogue, feedByKey } from "#app/domain/feeds/catalogue.ts";
import { createFeedService, type CachedBody, type FeedService } from "#app/domain/feeds/feed-service.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { realDataFile } from "../support/real-data.ts";

// The feeds built from every real sample in ../shared/data/de-courts (fails, never skips, when a file is missing).
useTestDatabase();
let service: FeedService;
const dataFolder = () => path.dirname(realDataFile("de-courts/xjustiz_GDS.Gerichte_3.6.json"));

async function importAll() {
  for (const source of ["rii", "oldp", "neuris"] as const)
    await importDecisions({ source, items: readSource(source, { from: path.join(dataFolder(), source) }) });
}

async function allFeeds(): Promise<Map<string, CachedBody>> {
  const bodies = new Map<string, CachedBody>();
  for (const feed of catalogue) bodies.set(feed.key, (await service.getFeed({ kind: "catalogue", feed }))!);
  for (const court of (await service.getListing()).courts)
    bodies.set(`court/${court.court}`, (await service.getFeed({ kind: "court", courtSlug: court.court! }))!);
  return bodies;
}

beforeAll(async () => {
  await importCourtRegistry({
    xjustizJson: realDataFile("de-courts/xjustiz_GDS.Gerichte_3.6.json"),
    ecliTsv: realDataFile("de-courts/oldp/ecli_courts_de.tsv"),
  });
  realDataFile("de-courts/rii/KVRE427811801.xml");
  realDataFile("de-courts/oldp/dump_cases.10.jsonl.gz");
  await importAll();
  service = createFeedService({
    publicUrl: "https://legal-calendar.example",
    limits: { maxEvents: 1000, maxAgeDays: 0 },
    revalidateMs: 0,
  });
});
afterAll(() => service?.close());

describe("feeds of the real samples", () => {
  test("every catalogue and court feed parses with ical.js and node-ical, with the same events", async () => {
    const bodies = await allFeeds();
    expect(bodies.size).toBeGreaterThan(catalogue.length);
    let events = 0;
    for (const [key, body] of bodies) {
      const text = body.identity.toString("utf8");
      const byIcalJs = new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents("vevent")
        .map((component) => new ICAL.Event(component));
      const byNodeIcal = Object.values(nodeIcal.sync.parseICS(text)).filter((entry) => entry?.type === "VEVENT");
      expect(
        byNodeIcal.map((event) => (event as { uid: string }).uid),
        key,
      ).toEqual(byIcalJs.map((event) => event.uid));
      for (const event of byIcalJs) expect(event.startDate.isDate, key).toBe(true);
      events += byIcalJs.length;
    }
    expect(events).toBeGreaterThan(5);
  });

  test("the BVerfG decision 2 BvQ 53/18 is an all-day event with its ECLI as UID and all 17 file numbers", async () => {
    const body = (await service.getFeed({ kind: "catalogue", feed: feedByKey("bund/bverfg")! }))!;
    const events = new ICAL.Component(ICAL.parse(body.identity.toString()))
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    const event = events.find(
      (candidate) => candidate.uid === "ECLI:DE:BVERFG:2018:QS20180822.2BVQ005318@legal-calendar",
    )!;
    expect(event).toBeDefined();
    expect(event.startDate.toString()).toBe("2018-08-22");
    expect(event.summary).toContain("2 BvQ 53/18");
    const fileNumbers = /Aktenzeichen: ([^\n]+)/.exec(event.description)![1]!.split(", ");
    expect(fileNumbers).toHaveLength(17);
    expect(fileNumbers[0]).toBe("2 BvQ 53/18");
  });

  test("the quarantined cases dated 2027 and 2029 are in no feed", async () => {
    for (const [key, body] of await allFeeds())
      expect(body.identity.toString(), key).not.toMatch(/DTSTART;VALUE=DATE:20(27|29)/);
  });

  test("importing the same files again leaves every feed's bytes and ETag unchanged", async () => {
    const before = await allFeeds();
    await importAll();
    await service.invalidate();
    // The requests after a change get the previous bodies and queue the rebuilds; then the new ones.
    await allFeeds();
    await service.settled();
    const after = await allFeeds();
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [key, body] of after) {
      expect(body, key).not.toBe(before.get(key));
      expect(body.etag, key).toBe(before.get(key)!.etag);
      expect(body.identity.equals(before.get(key)!.identity), key).toBe(true);
    }
  });
});
