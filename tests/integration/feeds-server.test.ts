import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { decisionRow, insertDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { startTestServerProcess, type TestServerProcess } from "../support/test-server.ts";

/** The feeds through the real production server: server.ts (compression) → server/app.ts → /feeds handler. */
describe("calendar feeds on the production server", () => {
  let server: TestServerProcess;

  const rows = [
    decisionRow({
      id: "bag-1",
      region: "bund",
      branch: "labour",
      courtName: "BAG",
      decisionDate: "2024-03-12",
      ecli: "ECLI:DE:BAG:2024:120324.U.9AZR1.23.0",
    }),
    decisionRow({
      id: "lag-1",
      region: "niedersachsen",
      branch: "labour",
      courtName: "LAG Niedersachsen",
      decisionDate: "2024-04-02",
    }),
  ];

  beforeAll(async () => {
    server = await startTestServerProcess("feeds", { FEED_REVALIDATE_SECONDS: "0", LOG_LEVEL: "info" }, (database) =>
      insertDecisions(database.db, rows),
    );
  });
  afterAll(async () => server?.close());

  test("a feed arrives compressed once, with its validators, CORS and a cross-origin resource policy", async () => {
    const response = await fetch(`${server.url}/feeds/bund/bag.ics`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    // fetch decodes br: a doubly compressed body would not parse.
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(new ICAL.Event(calendar.getFirstSubcomponent("vevent")!).uid).toBe(
      "ECLI:DE:BAG:2024:120324.U.9AZR1.23.0@legal-calendar",
    );
    const again = await fetch(`${server.url}/feeds/bund/bag.ics`, {
      headers: { "accept-encoding": "br", "if-none-match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  test("a small body for a client without compression is not compressed by the server either", async () => {
    const response = await fetch(`${server.url}/feeds/bremen/labour.ics`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toContain("BEGIN:VCALENDAR");
    const gzip = await fetch(`${server.url}/feeds/bremen/labour.ics`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  test("the old region address redirects permanently and unknown feeds are 404, not the HTML 404 page", async () => {
    const old = await fetch(`${server.url}/feeds/niedersachen/labour.ics`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/feeds/niedersachsen/labour.ics");
    const unknown = await fetch(`${server.url}/feeds/atlantis/labour.ics`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const trick = await fetch(`${server.url}/feeds/%2e%2e/%2e%2e/package.json`);
    expect(trick.status).toBe(404);
    expect(await trick.text()).not.toContain("dependencies");
  });

  test("keyword feeds are limited to 120 requests a minute per address; the region feeds are not", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push(
        (
          await fetch(`${server.url}/feeds/search.ics?${new URLSearchParams({ q: `Kündigung ${i % 3}` })}`, {
            redirect: "manual",
          })
        ).status,
      );
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    const limited = await fetch(`${server.url}/feeds/search.ics?q=Urlaub`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/^Too many keyword feed requests\. Try again in \d+ seconds\.$/);
    expect((await fetch(`${server.url}/feeds/bund/labour.ics`)).status).toBe(200);
  });

  test.runIf(inject("databaseTemplate").kind === "postgres")(
    "a change written by another process (a CLI import) reaches the feed",
    async () => {
      const before = await (await fetch(`${server.url}/feeds/nordrhein-westfalen/labour.ics`)).text();
      expect(before).not.toContain("BEGIN:VEVENT");
      const other = await server.database.open({ maxConnections: 1 });
      await insertDecisions(other.db, [
        decisionRow({ id: "lag-nrw", region: "nordrhein-westfalen", branch: "labour", decisionDate: "2024-06-01" }),
      ]);
      await other.close();
      // The request that finds the change is answered with the previous body at once; the feed is
      // rebuilt in the background, and the next request gets the new one.
      let seen = server.output().length;
      const first = await (await fetch(`${server.url}/feeds/nordrhein-westfalen/labour.ics`)).text();
      expect(first).not.toContain("UID:rii-src-lag-nrw@legal-calendar");
      let after = "";
      for (let round = 0; round < 3 && !after.includes("UID:rii-src-lag-nrw@legal-calendar"); round++) {
        await server.waitForOutput(/"msg":"feeds rebuilt in the background"/, seen);
        seen = server.output().length;
        after = await (await fetch(`${server.url}/feeds/nordrhein-westfalen/labour.ics`)).text();
      }
      expect(after).toContain("UID:rii-src-lag-nrw@legal-calendar");
    },
  );
});
