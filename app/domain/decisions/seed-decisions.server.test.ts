import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { seedDecisions } from "./seed-decisions.server.ts";

useTestDatabase();

describe("seedDecisions", () => {
  it("writes decisions across regions and branches, idempotently", async () => {
    const first = await seedDecisions();
    expect(first.new).toBeGreaterThanOrEqual(10);
    const bag = await getDb().select().from(decisions).where(eq(decisions.courtName, "BAG"));
    expect(bag.length).toBeGreaterThanOrEqual(3);
    expect(bag.every((row) => row.region === "bund" && row.branch === "labour" && row.revision === 1)).toBe(true);
    const before = await getDb().select({ id: decisions.id, updatedAt: decisions.updatedAt }).from(decisions);

    const second = await seedDecisions();
    expect(second).toEqual({ new: 0, updated: 0, unchanged: first.new, duplicates: 0 });
    const after = await getDb().select({ id: decisions.id, updatedAt: decisions.updatedAt }).from(decisions);
    expect(after).toEqual(expect.arrayContaining(before));
  });
});
