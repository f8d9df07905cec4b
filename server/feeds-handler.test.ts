import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { changeDecision, decisionRow, insertDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { catalogue } from "#app/domain/feeds/catalogue.ts";
import { createFeedService, type FeedService } from "#app/domain/feeds/feed-service.server.ts";
import { feedsHandler } from "./feeds-handler.ts";

const db = useTestDatabase();
let service: FeedService;
let server: http.Server;
let port: number;

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request: the path is sent exactly as given and the body is not decoded. */
function request(
  path: string,
  options: { method?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port ?? port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  await insertDecisions(db.current.db, [
    decisionRow({
      id: "bag-1",
      region: "bund",
      branch: "labour",
      courtName: "BAG",
      decisionDate: "2024-03-12",
      updatedAt: new Date("2024-04-01T10:00:00Z"),
    }),
    decisionRow({
      id: "lag-1",
      region: "nordrhein-westfalen",
      branch: "labour",
      courtName: "LAG Düsseldorf",
      decisionDate: "2024-05-02",
      headnote: "Kündigung wegen Arbeitszeitbetrug",
    }),
    decisionRow({
      id: "ag-1",
      region: "niedersachsen",
      branch: "labour",
      courtName: "ArbG Hannover",
      decisionDate: "2024-05-03",
    }),
  ]);
  // The data does not change in this file: after the first check, requests take the synchronous fast path.
  service = createFeedService({
    publicUrl: "https://legal-calendar.example",
    limits: { maxEvents: 1000, maxAgeDays: 0 },
    revalidateMs: 60_000,
  });
  // server.ts lets /feeds/* bypass the compression middleware; here it stays in front, to show that
  // the handler's prepared encodings are also safe behind it (no double encoding).
  const app = express();
  app.use(compression({ threshold: 1024 }));
  app.use(
    "/feeds",
    feedsHandler(() => service),
  );
  app.use((_req, res) => void res.status(418).send("reached the next handler"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  service?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("GET /feeds/{region}/{court}.ics", () => {
  test("answers a calendar with validators, caching and CORS headers", async () => {
    const response = await request("/feeds/bund/bag.ics");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(response.headers["last-modified"]).toBe("Mon, 01 Apr 2024 10:00:00 GMT");
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+, no-transform$/);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    const calendar = new ICAL.Component(ICAL.parse(response.body.toString("utf8")));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
  });

  test("sends brotli or gzip prepared once, and the same calendar in each", async () => {
    const plain = await request("/feeds/bund/bag.ics");
    const br = await request("/feeds/bund/bag.ics", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await request("/feeds/bund/bag.ics", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Only deflate (which we do not prepare): the identity bytes, not compressed per request.
    const deflate = await request("/feeds/bund/bag.ics", { headers: { "accept-encoding": "deflate" } });
    expect(deflate.headers["content-encoding"]).toBeUndefined();
    expect(deflate.body.equals(plain.body)).toBe(true);
    expect(deflate.headers.etag).toBe(plain.headers.etag);
    const refused = await request("/feeds/bund/bag.ics", { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    // Each representation has its own strong tag.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  test("answers 304 to If-None-Match and If-Modified-Since when the client's copy is current", async () => {
    const first = await request("/feeds/bund/bag.ics", { headers: { "accept-encoding": "br" } });
    const again = await request("/feeds/bund/bag.ics", {
      headers: { "accept-encoding": "br", "if-none-match": first.headers.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["access-control-allow-origin"]).toBe("*");
    // A tag of another encoding of the same bytes also matches (weak comparison, RFC 9110).
    const other = await request("/feeds/bund/bag.ics", { headers: { "if-none-match": `"x", ${first.headers.etag}` } });
    expect(other.status).toBe(304);
    const changed = await request("/feeds/bund/bag.ics", {
      headers: { "if-none-match": '"something-else"', "if-modified-since": "Tue, 01 Jan 2030 00:00:00 GMT" },
    });
    expect(changed.status).toBe(200);
    const since = await request("/feeds/bund/bag.ics", {
      headers: { "if-modified-since": "Mon, 01 Apr 2024 10:00:00 GMT" },
    });
    expect(since.status).toBe(304);
    const older = await request("/feeds/bund/bag.ics", {
      headers: { "if-modified-since": "Mon, 01 Apr 2024 09:59:59 GMT" },
    });
    expect(older.status).toBe(200);
  });

  test("HEAD gives the headers without a body", async () => {
    const get = await request("/feeds/bund/bag.ics", { headers: { "accept-encoding": "gzip" } });
    const head = await request("/feeds/bund/bag.ics", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  test("a planned feed without decisions is a valid empty calendar", async () => {
    const response = await request("/feeds/saarland/finance.ics");
    expect(response.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body.toString()));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
  });

  test("every catalogue path answers 200", async () => {
    for (const feed of catalogue) expect((await request(feed.path, { method: "HEAD" })).status, feed.path).toBe(200);
  });

  test("the misspelt region and the federal branch names redirect permanently", async () => {
    const old = await request("/feeds/niedersachen/labour.ics?x=1");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/feeds/niedersachsen/labour.ics?x=1");
    const target = await request(old.headers.location!);
    expect(target.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(target.body.toString())).getAllSubcomponents("vevent")).toHaveLength(1);
    expect((await request("/feeds/niedersachen/atlantis.ics")).status).toBe(404);
    const federal = await request("/feeds/bund/labour.ics");
    expect(federal.status).toBe(301);
    expect(federal.headers.location).toBe("/feeds/bund/bag.ics");
  });

  test("unknown regions and courts get 404 with a short text", async () => {
    for (const path of [
      "/feeds/atlantis/labour.ics",
      "/feeds/bayern/space.ics",
      "/feeds/bayern/patent.ics",
      "/feeds/court/no-such-court.ics",
      "/feeds/",
      "/feeds",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.body.length).toBeLessThan(200);
    }
  });

  test("path tricks get 404, never a file from disk", async () => {
    const tricks = [
      "/feeds/../package.json",
      "/feeds/%2e%2e/package.json",
      "/feeds/%2E%2E%2Fpackage.json",
      "/feeds/bayern%2Flabour.ics",
      "/feeds/bayern/..%2F..%2Fpackage.json",
      "/feeds/bayern/labour.ics/..",
      "/feeds/bayern//labour.ics",
      "/feeds/bayern/labour.ics%00",
      "/feeds/Bayern/labour.ics",
      "/feeds/bayern/labour.ics.ics",
      `/feeds/bayern/${"a".repeat(300)}.ics`,
      `/feeds/${"b".repeat(5000)}/labour.ics`,
      "/feeds/court/..%5C..%5Cpackage.json",
    ];
    for (const path of tricks) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('legal-calendar"');
    }
  });

  test("other methods are refused; a CORS preflight is answered", async () => {
    expect((await request("/feeds/bund/bag.ics", { method: "POST" })).status).toBe(405);
    const preflight = await request("/feeds/bund/bag.ics", { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
  });
});

describe("GET /feeds/index.json", () => {
  test("lists every feed with region, branch or court, title, URL, number of events and last change", async () => {
    const response = await request("/feeds/index.json");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const index = JSON.parse(response.body.toString()) as {
      feeds: Record<string, unknown>[];
      courts: Record<string, unknown>[];
    };
    expect(index.feeds).toHaveLength(catalogue.length);
    expect(index.feeds).toContainEqual({
      region: "bund",
      branch: "labour",
      court: "bag",
      title: "Bundesarbeitsgericht (BAG)",
      path: "/feeds/bund/bag.ics",
      url: "https://legal-calendar.example/feeds/bund/bag.ics",
      events: 1,
      lastChange: "2024-04-01T10:00:00.000Z",
    });
    expect(index.courts.map((court) => court.path)).toContain("/feeds/court/lag-duesseldorf.ics");
    const court = await request("/feeds/court/lag-duesseldorf.ics");
    expect(court.status).toBe(200);
    const again = await request("/feeds/index.json", { headers: { "if-none-match": response.headers.etag! } });
    expect(again.status).toBe(304);
  });
});

describe("GET /feeds/search.ics", () => {
  test("a keyword feed answers at its canonical address; others redirect there", async () => {
    const canonical = "/feeds/search.ics?q=K%C3%BCndigung&region=nordrhein-westfalen";
    const response = await request(canonical);
    expect(response.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(response.body.toString())).getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const reordered = await request("/feeds/search.ics?region=nordrhein-westfalen&q=%20K%C3%BCndigung%20&branch=");
    expect(reordered.status).toBe(301);
    expect(reordered.headers.location).toBe(canonical);
  });

  test("a missing or unknown parameter is a 400 with a short explanation", async () => {
    expect((await request("/feeds/search.ics")).status).toBe(400);
    expect((await request("/feeds/search.ics?q=a")).status).toBe(400);
    expect((await request("/feeds/search.ics?q=Miete&region=atlantis")).status).toBe(400);
    expect((await request(`/feeds/search.ics?q=${"x".repeat(101)}`)).status).toBe(400);
  });
});

describe("Last-Modified when a decision leaves a feed", () => {
  test("a client validating with If-Modified-Since alone gets the changed feed, then 304 again", async () => {
    await insertDecisions(db.current.db, [
      decisionRow({
        id: "vg-kassel-1",
        region: "hessen",
        branch: "administrative",
        decisionDate: "2024-02-01",
        updatedAt: new Date("2026-02-10T00:00:00Z"),
      }),
      decisionRow({
        id: "vg-kassel-2",
        region: "hessen",
        branch: "administrative",
        decisionDate: "2024-03-01",
        updatedAt: new Date("2026-03-10T00:00:00Z"),
      }),
    ]);
    // (Later than the empty feed's Last-Modified that "every catalogue path" recorded.)
    // A server that looks for changes on every request, as after a CLI import by another process.
    const checking = createFeedService({
      publicUrl: "https://legal-calendar.example",
      limits: { maxEvents: 1000, maxAgeDays: 0 },
      revalidateMs: 0,
    });
    const app = express();
    app.use(
      "/feeds",
      feedsHandler(() => checking),
    );
    const other = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    const at = { port: (other.address() as AddressInfo).port };
    try {
      const first = await request("/feeds/hessen/administrative.ics", at);
      expect(first.headers["last-modified"]).toBe("Tue, 10 Mar 2026 00:00:00 GMT");
      await checking.settled();
      // The newest decision's region is corrected: the remaining event's last change is older.
      await changeDecision(db.current.db, "vg-kassel-2", { region: "thueringen" }, new Date("2026-04-01T00:00:00Z"));
      const since = { ...at, headers: { "if-modified-since": first.headers["last-modified"]! } };
      // The request that finds the change is answered from the previous body; the next one gets the new.
      expect((await request("/feeds/hessen/administrative.ics", since)).status).toBe(304);
      await checking.settled();
      const changed = await request("/feeds/hessen/administrative.ics", since);
      expect(changed.status).toBe(200);
      expect(new ICAL.Component(ICAL.parse(changed.body.toString())).getAllSubcomponents("vevent")).toHaveLength(1);
      expect(Date.parse(changed.headers["last-modified"]!)).toBeGreaterThan(
        Date.parse(first.headers["last-modified"]!),
      );
      const current = await request("/feeds/hessen/administrative.ics", {
        ...at,
        headers: { "if-modified-since": changed.headers["last-modified"]! },
      });
      expect(current.status).toBe(304);
    } finally {
      await checking.close();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
