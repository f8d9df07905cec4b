import { describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../import/import-act.server.ts";
import { RankingOverrideSchema } from "./ranking-settings.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";
import type { ParsedProvision } from "../types.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

const article = (pinpoint: string, heading: string | null, text: string): ParsedProvision => ({
  pinpoint,
  kind: pinpoint.startsWith("rct_") ? "recital" : "article",
  label: pinpoint,
  heading,
  text,
  chapter: null,
  section: null,
  parentPinpoint: null,
  anchor: pinpoint,
});

describe("the ranking settings", () => {
  test("the index's own settings (field weights, the recital factor) reach the search when a caller passes them", async () => {
    // Art. 1 says "register" only in its heading, Art. 2 twice in its text: the heading's weight decides.
    await importAct({
      act: {
        celex: "32024R1689",
        language: "EN",
        title: "Test act",
        format: "json",
        warnings: [],
        provisions: [
          article("art_1", "Incident register", "Providers shall keep records of incidents."),
          article("art_2", "Obligations of deployers", "Deployers shall read the register; the register is public."),
          article("rct_1", null, "A register of incidents helps authorities."),
        ],
      },
    });
    const first = async (ranking: Omit<Parameters<typeof searchLegalDocuments>[1], "search">) =>
      (
        await searchLegalDocuments(
          { query: "Where is the register?", topK: 3, asOf: "2026-11-25" },
          { search: searchSettingsOf(getEnv()), mode: "lexical", ...ranking },
        )
      ).matches.map((match) => match.pinpoint);
    expect((await first({}))[0]).toBe("art_1");
    expect((await first({ ranking: { headingWeight: 0, textWeight: 1 } }))[0]).not.toBe("art_1");
    // Back to the defaults: the index built with them again.
    expect((await first({}))[0]).toBe("art_1");
    const recitalScore = async (recitalWeight: number) =>
      (
        await searchLegalDocuments(
          { query: "Where is the register?", topK: 3, asOf: "2026-11-25" },
          { search: searchSettingsOf(getEnv()), mode: "lexical", ranking: { recitalWeight } },
        )
      ).matches.find((match) => match.pinpoint === "rct_1")?.score ?? 0;
    expect(await recitalScore(1)).toBeGreaterThan(0);
    expect(await recitalScore(0)).toBe(0);
  });

  test("settings to try are checked by name and kind", () => {
    expect(RankingOverrideSchema.parse({ k1: 1.4, coverageThresholds: { notCovered: 0.2, covered: 0.5 } })).toEqual({
      k1: 1.4,
      coverageThresholds: { notCovered: 0.2, covered: 0.5 },
    });
    expect(() => RankingOverrideSchema.parse({ k2: 1 })).toThrow(/k2/);
    expect(() => RankingOverrideSchema.parse({ crossLingual: "yes" })).toThrow();
  });
});
