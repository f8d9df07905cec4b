import { afterEach, describe, expect, test } from "vitest";
import { resetEnvForTests, getEnv } from "#app/env.server.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../../import/import-act.server.ts";
import { getCorpus } from "../../retrieval/corpus-cache.server.ts";
import { searchLegalDocuments } from "../../retrieval/search-legal-documents.server.ts";
import { coverageEvidence } from "../../retrieval/search-coverage.server.ts";
import type { ParsedAct, ParsedProvision } from "../../types.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

useTestDatabase();

const provision = (pinpoint: string, heading: string, text: string): ParsedProvision => ({
  pinpoint,
  kind: "article",
  label: pinpoint,
  heading,
  text,
  chapter: null,
  section: null,
  parentPinpoint: null,
  anchor: pinpoint,
});

// Two articles of the AI Act in their statutory words: neither says "vendor" or "foreign".
const act: ParsedAct = {
  celex: "32024R1689",
  language: "EN",
  title: "AI Act (test excerpt)",
  format: "json",
  warnings: [],
  provisions: [
    provision(
      "art_16",
      "Obligations of providers of high-risk AI systems",
      "Providers of high-risk AI systems shall ensure that their systems comply with the requirements and indicate their name and address.",
    ),
    provision(
      "art_23",
      "Obligations of importers",
      "Before placing a high-risk AI system on the market, importers shall ensure that the system is in conformity with this Regulation by verifying that the conformity assessment procedure has been carried out.",
    ),
  ],
};

const withParaphrases = async (setting: "on" | "off") => {
  process.env.CORPUS_PARAPHRASES = setting;
  resetEnvForTests();
  emitDataChanged("corpus");
  const { matches } = await searchLegalDocuments(
    { query: "We sell a high-risk system made by a non-EU vendor. What do we have to check?", topK: 2 },
    { search: searchSettingsOf(getEnv()), mode: "lexical" },
  );
  return matches.map((match) => match.pinpoint);
};

afterEach(() => {
  process.env.CORPUS_PARAPHRASES = "off";
  resetEnvForTests();
  emitDataChanged("corpus");
});

describe("the provisions' paraphrases in the search", () => {
  test("an everyday question reaches the provision whose paraphrase has its words", async () => {
    await importAct({ act });
    expect((await withParaphrases("on"))[0]).toBe("art_23");
    expect((await withParaphrases("off"))[0]).toBe("art_16");
  });

  test("words only a paraphrase has are no evidence that the acts answer the question", async () => {
    await importAct({ act });
    process.env.CORPUS_PARAPHRASES = "on";
    resetEnvForTests();
    emitDataChanged("corpus");
    const corpus = await getCorpus(searchSettingsOf(getEnv()));
    const importers = [...corpus.provisions.values()].find((row) => row.pinpoint === "art_23")!;
    // "checklist" is in the paraphrase of Art. 23 only, "carried" in its text.
    expect(coverageEvidence(corpus, "checklist", [{ row: importers }])).toBe(0);
    expect(coverageEvidence(corpus, "carried", [{ row: importers }])).toBeCloseTo(1, 5);
  });
});
