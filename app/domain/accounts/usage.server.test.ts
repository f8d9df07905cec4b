import { describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { getUsage, incrementUsage, UnknownUserError } from "./usage.server.ts";

useTestDatabase();

describe("usage records", () => {
  test("increments atomically: 25 concurrent increments count 25", async () => {
    const { user } = await signIn();
    expect(await getUsage(user.uid)).toEqual({ uid: user.uid, count: 0, lastUpdated: "" });
    await Promise.all(Array.from({ length: 25 }, () => incrementUsage(user.uid)));
    const usage = await getUsage(user.uid);
    expect(usage.count).toBe(25);
    expect(Date.parse(usage.lastUpdated)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("records lastUpdated from the given clock", async () => {
    const { user } = await signIn();
    const result = await incrementUsage(user.uid, { now: new Date("2026-03-01T12:00:00Z") });
    expect(result).toEqual({ uid: user.uid, count: 1, lastUpdated: "2026-03-01T12:00:00.000Z" });
  });

  test("refuses a missing or unknown user id with an error", async () => {
    await expect(incrementUsage("")).rejects.toBeInstanceOf(UnknownUserError);
    await expect(incrementUsage(undefined as unknown as string)).rejects.toBeInstanceOf(UnknownUserError);
    await expect(incrementUsage("no-such-user")).rejects.toThrow(/no user with id no-such-user/);
    expect((await getUsage("no-such-user")).count).toBe(0);
  });
});
