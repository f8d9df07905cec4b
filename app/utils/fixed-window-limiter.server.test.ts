import { expect, test } from "vitest";
import { createFixedWindowLimiter } from "./fixed-window-limiter.server.ts";

test("counts per key and answers the seconds left once a key is over its limit", () => {
  let time = 0;
  const limiter = createFixedWindowLimiter({ limit: 2, windowMs: 60_000, now: () => time });
  expect([limiter.take("a"), limiter.take("a"), limiter.take("b")]).toEqual([undefined, undefined, undefined]);
  time = 15_000;
  expect(limiter.take("a")).toBe(45);
  time = 60_000;
  expect(limiter.take("a")).toBeUndefined();
});

test("expired windows are dropped as time passes, without waiting for a size threshold", () => {
  let time = 0;
  const limiter = createFixedWindowLimiter({ limit: 5, windowMs: 1_000, now: () => time });
  for (let i = 0; i < 500; i++) limiter.take(`client-${i}`);
  expect(limiter.size).toBe(500);
  time = 1_000;
  limiter.take("late");
  expect(limiter.size).toBe(1);
});

test("memory stays bounded: past maxKeys the oldest windows go first, the busiest stays counted", () => {
  let time = 0;
  const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100, now: () => time });
  for (let i = 0; i < 10_000; i++) {
    time = i;
    limiter.take(`spoofed-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
  }
  limiter.take("attacker");
  expect(limiter.take("attacker")).toBeGreaterThan(0);
});
