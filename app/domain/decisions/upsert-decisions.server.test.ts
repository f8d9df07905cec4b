import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { decisionIdFor } from "./decision-id.ts";
import { makeDecision } from "./seed-decisions.server.ts";
import { refreshCourtDecisionCounts, upsertDecisions } from "./upsert-decisions.server.ts";

useTestDatabase();

const now = new Date("2026-02-01T10:00:00Z");
const stored = (sourceId: string) =>
  getDb()
    .select()
    .from(decisions)
    .where(eq(decisions.id, decisionIdFor("oldp", sourceId)))
    .then((rows) => rows[0]);

describe("upsertDecisions inserts", () => {
  it("stores every field of a new decision as given, arrays, nulls, quotes and umlauts included", async () => {
    const record = {
      ...makeDecision({
        sourceId: "upsert-1",
        courtName: "Oberlandesgericht Köln",
        region: "nordrhein-westfalen",
        branch: "ordinary",
        decisionDate: "2025-03-04",
        fileNumbers: ["19 U 1/24", "19 U 2/24"],
        ecli: "ECLI:DE:OLGK:2025:0304.19U1.24.00",
        headnote: 'Zur Haftung des "Verkäufers" \\ bei Mängeln; 50 % Abzug.',
        pdfUrl: null,
      }),
      panel: "19. Zivilsenat",
      norms: ["§ 433 BGB", "§ 437 BGB"],
    };
    expect(await upsertDecisions([record], { now })).toEqual({ new: 1, updated: 0, unchanged: 0, duplicates: 0 });
    expect(await stored("upsert-1")).toMatchObject({
      courtName: "Oberlandesgericht Köln",
      fileNumbers: ["19 U 1/24", "19 U 2/24"],
      headnote: 'Zur Haftung des "Verkäufers" \\ bei Mängeln; 50 % Abzug.',
      panel: "19. Zivilsenat",
      norms: ["§ 433 BGB", "§ 437 BGB"],
      decisionDate: "2025-03-04",
      pdfUrl: null,
      courtId: null,
      revision: 1,
      firstSeenAt: now,
      updatedAt: now,
    });
    // Found again by id and by ECLI (any case): nothing changes.
    expect(await upsertDecisions([record], { now })).toMatchObject({ new: 0, unchanged: 1 });
    expect(
      await upsertDecisions([{ ...record, source: "rii", sourceId: "other", ecli: record.ecli!.toLowerCase() }], {
        now,
      }),
    ).toMatchObject({ new: 0, duplicates: 1 });
  });

  it("turns a lone surrogate into U+FFFD instead of failing the batch", async () => {
    const record = makeDecision({
      sourceId: "upsert-2",
      courtName: "BGH",
      region: "bund",
      branch: "ordinary",
      decisionDate: "2025-03-05",
      fileNumbers: ["I ZR 1/25"],
      headnote: "Kaputt \ud800 hier",
    });
    const other = makeDecision({
      sourceId: "upsert-3",
      courtName: "BGH",
      region: "bund",
      branch: "ordinary",
      decisionDate: "2025-03-06",
      fileNumbers: ["I ZR 2/25"],
    });
    expect(await upsertDecisions([record, other], { now })).toMatchObject({ new: 2 });
    expect((await stored("upsert-2"))?.headnote).toBe("Kaputt \ufffd hier");
    expect(await stored("upsert-3")).toBeDefined();
  });
});

describe("refreshCourtDecisionCounts", () => {
  it("counts each court's decisions, also down to zero when its last decision moves away", async () => {
    const inserted = await getDb()
      .insert(courts)
      .values([
        { slug: "count-a", name: "Zählgericht A", region: "bayern", branch: "ordinary", decisionCount: 7 },
        { slug: "count-b", name: "Zählgericht B", region: "bayern", branch: "ordinary" },
        { slug: "count-c", name: "Zählgericht C", region: "bayern", branch: "ordinary" },
      ])
      .returning({ id: courts.id, slug: courts.slug });
    const id = (slug: string) => inserted.find((court) => court.slug === slug)!.id;
    const at = (court: string, n: number) => ({
      ...makeDecision({
        sourceId: `count-${court}-${n}`,
        courtName: court,
        region: "bayern",
        branch: "ordinary",
        decisionDate: "2025-04-01",
        fileNumbers: [`${n} O ${court}/25`],
      }),
      courtId: id(court),
    });
    await upsertDecisions([at("count-a", 1), at("count-a", 2), at("count-b", 3)], { now });
    const counts = async () =>
      Object.fromEntries(
        (
          await getDb()
            .select({ slug: courts.slug, n: courts.decisionCount })
            .from(courts)
            .where(inArray(courts.slug, ["count-a", "count-b", "count-c"]))
        ).map((row) => [row.slug, row.n]),
      );
    await refreshCourtDecisionCounts();
    expect(await counts()).toEqual({ "count-a": 2, "count-b": 1, "count-c": 0 });

    await getDb()
      .update(decisions)
      .set({ courtId: id("count-c") })
      .where(eq(decisions.sourceId, "count-count-b-3"));
    await refreshCourtDecisionCounts();
    expect(await counts()).toEqual({ "count-a": 2, "count-b": 0, "count-c": 1 });
  });
});
