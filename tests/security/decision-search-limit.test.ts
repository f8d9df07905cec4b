import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rateLimit } from "../../server/rate-limit.ts";
import { decisionSearchLimit } from "../../server/route-limits.ts";

/*
 * Attack (3): /decisions?q= could be asked without sign-in or limit, each search costing the one
 * database connection. Besides the bounds on a search (decision-search-cost.test.ts), an address
 * may start decisionSearchLimit.limit searches a minute. The server's own limit, on a small app
 * with a stand-in for the page and a clock the test sets: what a client sees at and past it.
 */
let base = "";
let clock = Date.parse("2026-11-26T12:00:00Z");
let close: () => void = () => undefined;
let searched = 0;

beforeAll(async () => {
  const app = express();
  // One proxy hop, as behind the deployment's reverse proxy: the client address is X-Forwarded-For's last entry.
  app.set("trust proxy", 1);
  app.use(rateLimit({ ...decisionSearchLimit, now: () => clock }));
  app.get("/{*path}", (_req, res) => {
    searched += 1;
    res.type("html").send("<p>results</p>");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const search = (from: string, path = "/decisions?q=Mietrecht", headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "x-forwarded-for": from, ...headers } });

test(`an address gets ${decisionSearchLimit.limit} searches a minute, then 429 with Retry-After and a message in its language; others and the plain list go on`, async () => {
  const limit = decisionSearchLimit.limit;
  const alice = "203.0.113.7";
  const start = clock;
  for (let i = 0; i < limit; i++) {
    // Every form of the route counts against the same limit: React Router's data requests, case, a trailing slash.
    const path = [`/decisions?q=urteil${i}`, `/decisions.data?q=urteil${i}`, `/Decisions/?q=urteil${i}`][i % 3]!;
    expect((await search(alice, path)).status, path).toBe(200);
  }
  expect(searched).toBe(limit);

  clock = start + 15_000;
  const refused = await search(alice);
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("45");
  expect(refused.headers.get("cache-control")).toBe("no-store");
  expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await refused.text()).toBe("Too many searches from your address. Try again in 45 seconds.");
  // The search did not run.
  expect(searched).toBe(limit);

  clock = start + 50_000;
  const german = await search(alice, "/decisions.data?q=Pacht", { "accept-language": "de-DE,de;q=0.9" });
  expect(german.status).toBe(429);
  expect(german.headers.get("retry-after")).toBe("10");
  expect(german.headers.get("content-language")).toBe("de");
  expect(await german.text()).toBe(
    "Zu viele Suchanfragen von Ihrer Adresse. Bitte versuchen Sie es in 10 Sekunden erneut.",
  );

  // Another address has its own budget; the list without a query is never counted.
  expect((await search("198.51.100.4")).status).toBe(200);
  expect((await search(alice, "/decisions?court=bgh")).status).toBe(200);
  expect((await search(alice, "/decisions?q=")).status).toBe(200);

  // A new window, a new budget.
  clock = start + decisionSearchLimit.windowMs;
  expect((await search(alice)).status).toBe(200);
});
