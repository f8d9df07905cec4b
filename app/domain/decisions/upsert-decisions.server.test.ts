import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { decisionIdFor } from "./decision-id.ts";
import { makeDecision } from "./seed-decisions.server.ts";
import { upsertDecisions } from "./upsert-decisions.server.ts";

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
    expect(await upsertDecisions([{ ...record, source: "rii", sourceId: "other", ecli: record.ecli!.toLowerCase() }], { now })).toMatchObject({ new: 0, duplicates: 1 });
  });

  it("turns a lone surrogate into U+FFFD instead of failing the batch", async () => {
    const record = makeDecision({ sourceId: "upsert-2", courtName: "BGH", region: "bund", branch: "ordinary", decisionDate: "2025-03-05", fileNumbers: ["I ZR 1/25"], headnote: "Kaputt \ud800 hier" });
    const other = makeDecision({ sourceId: "upsert-3", courtName: "BGH", region: "bund", branch: "ordinary", decisionDate: "2025-03-06", fileNumbers: ["I ZR 2/25"] });
    expect(await upsertDecisions([record, other], { now })).toMatchObject({ new: 2 });
    expect((await stored("upsert-2"))?.headnote).toBe("Kaputt \ufffd hier");
    expect(await stored("upsert-3")).toBeDefined();
  });
});
