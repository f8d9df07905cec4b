import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { rateLimit } from "../../server/rate-limit.ts";

let base = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  // As server/app.ts configures it, behind one proxy (TRUST_PROXY=true).
  const app = express();
  app.set("trust proxy", parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY);
  app.use(rateLimit({ routes: ["/auth/sign-in"], limit: 2, windowMs: 60_000, now: () => 0 }));
  app.get("/{*path}", (req, res) => void res.json({ ip: req.ip }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

test("a client cannot escape the sign-in limit by writing its own X-Forwarded-For entries", async () => {
  // The proxy appends the address it saw (203.0.113.7); the client wrote the entries before it.
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await fetch(`${base}/auth/sign-in?provider=dev`, {
      headers: { "x-forwarded-for": `10.0.0.${i}, 203.0.113.7` },
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 429, 429]);
});

test("the client address is the one the trusted proxy saw", async () => {
  const response = await fetch(`${base}/whoami`, { headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.9" } });
  expect(await response.json()).toEqual({ ip: "198.51.100.9" });
});

test("an IPv6 client cannot step around a limit through the other addresses of its /56 network; another network counts apart", async () => {
  // A home or hosting customer holds at least a /64, usually a /56: each request from a new address of it.
  const statuses: number[] = [];
  for (const address of ["2001:db8:a:100::1", "2001:db8:a:100::2", "2001:db8:a:1ff:5::9", "2001:db8:a:180::7"]) {
    const response = await fetch(`${base}/auth/sign-in?provider=dev`, { headers: { "x-forwarded-for": address } });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 429, 429]);
  const otherNetwork = await fetch(`${base}/auth/sign-in?provider=dev`, {
    headers: { "x-forwarded-for": "2001:db8:b:100::1" },
  });
  expect(otherNetwork.status).toBe(200);
});
