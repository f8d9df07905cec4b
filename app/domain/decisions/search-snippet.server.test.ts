import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { parseSearchQuery, searchDecisions } from "./search-decisions.server.ts";
import { makeDecision } from "./seed-decisions.server.ts";
import { upsertDecisions } from "./upsert-decisions.server.ts";

useTestDatabase();
const search = async (params: string) => searchDecisions(parseSearchQuery(new URLSearchParams(params)).query);

describe("the search's snippet", () => {
  it("is the court's words (headnote, else tenor), never the metadata the index text starts with", async () => {
    const metadataOnly = {
      ...makeDecision({
        source: "rii",
        sourceId: "KORE900000006",
        courtName: "Bundesgerichtshof",
        region: "bund",
        branch: "ordinary",
        decisionDate: "2021-06-24",
        fileNumbers: ["VIa ZR 100/20"],
      }),
      headnote: null,
      tenor: null,
      fullTextHtml: null,
      searchText: "VIa ZR 100/20\nBundesgerichtshof\nVIa. Zivilsenat\n§ 826 BGB",
    };
    const withTenor = makeDecision({
      courtName: "LG Köln",
      region: "nordrhein-westfalen",
      branch: "ordinary",
      decisionDate: "2021-06-25",
      fileNumbers: ["84 O 249/18"],
      tenor: "Die Klage wird abgewiesen.",
    });
    await upsertDecisions([metadataOnly, withTenor]);
    const [bgh] = (await search("q=VIa+ZR+100%2F20")).hits;
    expect(bgh?.fileNumbers).toEqual(["VIa ZR 100/20"]);
    expect(bgh?.snippet).toBeNull();
    const [koeln] = (await search("q=84+O+249%2F18")).hits;
    expect(koeln?.snippet).toBe("Die Klage wird abgewiesen.");
  });
});
