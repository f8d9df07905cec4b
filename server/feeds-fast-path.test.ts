import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { decisionRow, insertDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createFeedService, type FeedService } from "#app/domain/feeds/feed-service.server.ts";
import { feedsFastPath, feedsHandler } from "./feeds-handler.ts";

/**
 * server.ts answers built feeds before Express (ADR 028): the same answers as the full path, and
 * everything else left to it. The full path here counts the requests it gets.
 */
const db = useTestDatabase();
let service: FeedService;
let server: http.Server;
let port: number;
let fullPath = 0;

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function request(
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers },
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

/** Whether the request went past the fast path. */
async function viaFullPath(run: () => Promise<RawResponse>) {
  const before = fullPath;
  const response = await run();
  return { response, full: fullPath > before };
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
  ]);
  service = createFeedService({
    publicUrl: "https://legal-calendar.example",
    limits: { maxEvents: 1000, maxAgeDays: 0 },
    revalidateMs: 60_000,
  });
  const app = express();
  app.use((_req, _res, next) => {
    fullPath++;
    next();
  });
  app.use(
    "/feeds",
    feedsHandler(() => service),
  );
  const fast = feedsFastPath(() => service);
  server = http.createServer((req, res) => {
    if (!fast(req, res)) app(req, res);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("built feeds before Express", () => {
  test("a feed's first request takes the full path; once built, the same answer comes from the fast path", async () => {
    const headers = { "accept-encoding": "gzip, br" };
    const first = await viaFullPath(() => request("/feeds/bund/bag.ics", { headers }));
    expect(first.full).toBe(true);
    const second = await viaFullPath(() => request("/feeds/bund/bag.ics", { headers }));
    expect(second.full).toBe(false);
    expect(second.response.status).toBe(200);
    for (const name of [
      "etag",
      "last-modified",
      "cache-control",
      "content-type",
      "content-encoding",
      "content-length",
      "vary",
      "access-control-allow-origin",
      "access-control-expose-headers",
      "cross-origin-resource-policy",
      "x-content-type-options",
    ])
      expect(second.response.headers[name], name).toBe(first.response.headers[name]);
    expect(second.response.headers["content-encoding"]).toBe("br");
    expect(second.response.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.response.headers["x-request-id"]).toBeTruthy();
    expect(zlib.brotliDecompressSync(second.response.body).toString()).toContain("BEGIN:VCALENDAR");
  });

  test("answers 304 to a current validator, and HEAD without a body", async () => {
    const etag = (await request("/feeds/bund/bag.ics")).headers.etag!;
    const notModified = await viaFullPath(() => request("/feeds/bund/bag.ics", { headers: { "if-none-match": etag } }));
    expect(notModified.full).toBe(false);
    expect(notModified.response.status).toBe(304);
    expect(notModified.response.headers.etag).toBe(etag);
    expect(notModified.response.body.length).toBe(0);
    const head = await viaFullPath(() => request("/feeds/bund/bag.ics", { method: "HEAD" }));
    expect(head.full).toBe(false);
    expect(head.response.status).toBe(200);
    expect(head.response.body.length).toBe(0);
  });

  test("leaves to the full path: queries, other methods, redirects, unknown feeds, other addresses", async () => {
    for (const [path, method, status] of [
      ["/feeds/bund/bag.ics?x=1", "GET", 200],
      ["/feeds/bund/bag.ics", "OPTIONS", 204],
      ["/feeds/niedersachen/labour.ics", "GET", 301],
      ["/feeds/court/unknown-court.ics", "GET", 404],
      ["/feeds/index.json", "GET", 200],
      ["/calendar-feeds", "GET", 404],
    ] as const) {
      const { response, full } = await viaFullPath(() => request(path, { method }));
      expect(full, path).toBe(true);
      expect(response.status, `${method} ${path}`).toBe(status);
    }
  });
});
