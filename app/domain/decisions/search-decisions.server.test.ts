import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { parseSearchQuery, searchDecisions } from "./search-decisions.server.ts";
import { makeDecision, seedDecisions } from "./seed-decisions.server.ts";
import { upsertDecisions } from "./upsert-decisions.server.ts";

useTestDatabase();
// Every test reads the same seeded decisions; a test that adds its own leaves these untouched.
beforeAll(() => seedDecisions());
const search = async (params: string) => searchDecisions(parseSearchQuery(new URLSearchParams(params)).query);

describe("searchDecisions", () => {
  it("finds German word forms (stemming) and marks them in the snippet", async () => {
    // The seeded BAG headnote says "… auf den drohenden Verfall hingewiesen": "verfallen" must find it.
    const result = await search("q=verfallen");
    expect(result.hits.map((hit) => hit.courtName)).toContain("BAG");
    const hit = result.hits.find((entry) => entry.fileNumbers.includes("9 AZR 1/23"))!;
    expect(hit.snippet).toMatch(/\ue000[Vv]erf/);
    expect((await search("q=Kündigungen")).hits.map((entry) => entry.fileNumbers[0])).toContain("3 Sa 412/23");
  });

  it("finds a decision by its file number or ECLI", async () => {
    expect((await search("q=9+AZR+1%2F23")).hits[0]!.fileNumbers).toEqual(["9 AZR 1/23"]);
    expect((await search("q=ecli:de:bag:2024:120324.u.9azr1.23.0")).hits).toHaveLength(1);
  });

  it("filters by region, branch, court, type and date range, sorted by date", async () => {
    const bavaria = await search("region=bayern&branch=administrative");
    expect(bavaria.hits.map((hit) => hit.courtName).sort()).toEqual([
      "Bayerischer Verwaltungsgerichtshof",
      "VG München",
    ]);
    expect((await search("court=vg+m%C3%BCnchen&type=Beschluss")).hits.map((hit) => hit.courtName)).toEqual([
      "VG München",
    ]);
    const range = await search("from=2024-01-01&to=2024-02-29");
    expect(range.hits.map((hit) => hit.decisionDate)).toEqual(
      range.hits
        .map((hit) => hit.decisionDate)
        .sort()
        .reverse(),
    );
    expect(range.hits.every((hit) => hit.decisionDate >= "2024-01-01" && hit.decisionDate <= "2024-02-29")).toBe(true);
    expect(range.total).toBe(4);
  });

  it("finds a long decision right after the import by a word deep in its text, and by a phrase at its start", async () => {
    const filler = Array.from(
      { length: 3000 },
      (_, i) => `Absatz ${i} der Gründe wiederholt die Ausführungen des Berufungsgerichts.`,
    ).join(" ");
    await upsertDecisions([
      makeDecision({
        courtName: "Landgericht Kiel",
        region: "schleswig-holstein",
        branch: "ordinary",
        decisionDate: "2024-06-01",
        fileNumbers: ["7 O 99/24"],
        fullTextHtml: `<p>Die Klage auf Herausgabe des Segelboots ist begründet. ${filler} Zuletzt: Binnenschifffahrtsgericht.</p>`,
      }),
    ]);
    const expectFound = async (params: string) =>
      expect((await search(params)).hits.map((hit) => hit.fileNumbers[0])).toContain("7 O 99/24");
    await expectFound("q=Binnenschifffahrtsgericht");
    await expectFound("q=%22Herausgabe+des+Segelboots%22");
    await expectFound("q=Segelboot&sort=date");
  });

  it("paginates and drops invalid filters instead of failing", async () => {
    const parsed = parseSearchQuery(new URLSearchParams("region=atlantis&from=2024-13-01&page=2&sort=date"));
    expect(parsed.invalid.sort()).toEqual(["from", "region"]);
    const result = await searchDecisions(parsed.query);
    expect(result).toMatchObject({ page: 2, pages: 1, hits: [] });
    expect(result.total).toBeGreaterThanOrEqual(12);
  });
});
