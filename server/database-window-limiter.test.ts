import type { AddressInfo } from "node:net";
import express from "express";
import { expect, test } from "vitest";
import { getDatabase } from "#app/db/client.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createDatabaseWindowLimiter } from "./database-window-limiter.ts";
import { rateLimit } from "./rate-limit.ts";

useTestDatabase();

test("two instances' limiters on one database count one window together; it restarts after windowMs", async () => {
  let now = 1_000_000;
  // Two processes behind one proxy: each has its own limiter object, the counts are shared.
  const first = createDatabaseWindowLimiter({ name: "/auth/callback", limit: 3, windowMs: 60_000, now: () => now });
  const second = createDatabaseWindowLimiter({ name: "/auth/callback", limit: 3, windowMs: 60_000, now: () => now });
  expect(await first.take("203.0.113.7")).toBeUndefined();
  expect(await second.take("203.0.113.7")).toBeUndefined();
  expect(await first.take("203.0.113.7")).toBeUndefined();
  now += 15_000;
  expect(await second.take("203.0.113.7")).toBe(45);
  // Another address, and another limit for the same address, count apart.
  expect(await second.take("198.51.100.1")).toBeUndefined();
  const other = createDatabaseWindowLimiter({
    name: "/api/ai-act/classify",
    limit: 1,
    windowMs: 60_000,
    now: () => now,
  });
  expect(await other.take("203.0.113.7")).toBeUndefined();
  now += 45_000;
  expect(await first.take("203.0.113.7")).toBeUndefined();
});

test("simultaneous requests through two instances never get past the limit together", async () => {
  const now = () => 5_000_000;
  const limiters = [0, 1].map(() =>
    createDatabaseWindowLimiter({ name: "/auth/sign-in", limit: 10, windowMs: 60_000, now }),
  );
  const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => limiters[index % 2]!.take("192.0.2.9")));
  expect(answers.filter((answer) => answer === undefined)).toHaveLength(10);
});

test("two instances' rate-limit middlewares on one PostgreSQL answer 429 together once the limit is reached (each in memory on PGlite, one process)", async () => {
  const clock = 7_000_000;
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const app = express();
      app.set("trust proxy", 1);
      app.use(
        rateLimit({
          routes: ["/api/ai-act/classify"],
          limit: 3,
          windowMs: 60_000,
          now: () => clock,
          messageKey: "aiAct.rateLimit",
        }),
      );
      app.all("/{*path}", (_req, res) => void res.json({ ok: true }));
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
    }),
  );
  try {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await fetch(`${instances[index % 2]!.base}/api/ai-act/classify`, {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.50" },
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toBe("60");
    }
    // Together on PostgreSQL: three pass, then 429 on either. On PGlite each limiter counts alone.
    expect(statuses).toEqual(
      getDatabase().kind === "postgres" ? [200, 200, 200, 429, 429, 429] : [200, 200, 200, 200, 200, 200],
    );
  } finally {
    for (const instance of instances) instance.close();
  }
});
