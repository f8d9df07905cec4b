import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { csrfProtection } from "./csrf.ts";
import { rateLimit } from "./rate-limit.ts";

let base = "";
let close: () => void = () => undefined;
let clock = 0;

beforeAll(async () => {
  const app = express();
  app.use(csrfProtection({ publicUrl: "https://legal-calendar.example", exempt: ["/dev-idp"] }));
  app.use(
    rateLimit({
      routes: ["/auth/sign-in"],
      limit: 3,
      windowMs: 60_000,
      now: () => clock,
      skip: (req) => !req.query.provider,
    }),
  );
  app.all("/{*path}", (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: "{}" });

describe("the Origin check of state-changing requests", () => {
  test("a same-origin JSON POST passes by its Origin header (the configured origin)", async () => {
    expect((await post("/api/functions/x", { origin: "https://legal-calendar.example" })).status).toBe(200);
  });

  test("our origin is the configured PUBLIC_URL's, not one the client's Host header claims", async () => {
    const spoofed = await post("/account", { origin: "http://evil.example", host: "evil.example" });
    expect(spoofed.status).toBe(403);
    expect((await post("/account", { origin: base })).status).toBe(403);
  });

  test("a cross-site POST, PUT or DELETE is refused with 403 and a JSON reason", async () => {
    const refused = await post("/account", { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "csrf", message: "This request did not come from this site and was refused." },
    });
    const del = await fetch(`${base}/auth/session`, { method: "DELETE", headers: { origin: "https://evil.example" } });
    expect(del.status).toBe(403);
    expect((await post("/x", { origin: "null" })).status).toBe(403);
  });

  test("without Origin: Sec-Fetch-Site or a same-origin Referer decide; with nothing the request is refused", async () => {
    expect((await post("/x", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post("/x", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("/x", { referer: "https://legal-calendar.example/account" })).status).toBe(200);
    expect((await post("/x", { referer: "https://evil.example/page" })).status).toBe(403);
    expect((await post("/x")).status).toBe(403);
  });

  test("GET is never blocked; exempt paths (the dev provider's token endpoint) pass", async () => {
    expect((await fetch(`${base}/account`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
    expect((await post("/dev-idp/token")).status).toBe(200);
  });
});

describe("the sign-in rate limit", () => {
  test("answers 429 with Retry-After after the limit, and opens again in the next window", async () => {
    clock = 1_000_000;
    const hit = () => fetch(`${base}/auth/sign-in?provider=dev`);
    for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(200);
    const limited = await hit();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await fetch(`${base}/pricing`)).status).toBe(200);
    expect((await fetch(`${base}/auth/sign-in`)).status).toBe(200);
    clock += 60_000;
    expect((await hit()).status).toBe(200);
  });
});
