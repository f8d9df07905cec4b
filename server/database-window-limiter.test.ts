import { expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { createDatabaseWindowLimiter } from "./database-window-limiter.ts";

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
  const other = createDatabaseWindowLimiter({ name: "/api/ai-act/classify", limit: 1, windowMs: 60_000, now: () => now });
  expect(await other.take("203.0.113.7")).toBeUndefined();
  now += 45_000;
  expect(await first.take("203.0.113.7")).toBeUndefined();
});

test("simultaneous requests through two instances never get past the limit together", async () => {
  const now = () => 5_000_000;
  const limiters = [0, 1].map(() => createDatabaseWindowLimiter({ name: "/auth/sign-in", limit: 10, windowMs: 60_000, now }));
  const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => limiters[index % 2]!.take("192.0.2.9")));
  expect(answers.filter((answer) => answer === undefined)).toHaveLength(10);
});
