import { describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "./import-act.server.ts";
import type { ParsedAct, ParsedProvision } from "./types.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";

useTestDatabase();

const provision = (pinpoint: string, fields: Partial<ParsedProvision>): ParsedProvision => ({
  pinpoint,
  kind: "article",
  label: pinpoint,
  heading: null,
  text: "",
  chapter: null,
  section: null,
  parentPinpoint: null,
  anchor: pinpoint.split(".")[0]!,
  ...fields,
});

// A small AI Act: Art. 3 defines "provider"; Art. 16 is about providers and names them often.
const act: ParsedAct = {
  celex: "32024R1689",
  language: "EN",
  title: "AI Act (test excerpt)",
  format: "json",
  warnings: [],
  provisions: [
    provision("art_3", { heading: "Definitions", text: "For the purposes of this Regulation: (3) ‘provider’ means a person that develops an AI system and places it on the market." }),
    provision("art_3.pt_3", {
      kind: "definition",
      heading: "provider",
      parentPinpoint: "art_3",
      text: "‘provider’ means a person that develops an AI system and places it on the market.",
    }),
    provision("art_16", {
      heading: "Obligations of providers of high-risk AI systems",
      text: "Providers shall ensure compliance. A provider shall indicate its name. The provider shall keep documentation. Providers shall register the AI system.",
    }),
  ],
};

describe("definitions", () => {
  test("'what is X' boosts the Art. 3 definition of X against the provision that uses X", async () => {
    await importAct({ act });
    const score = (matches: { pinpoint: string; score: number }[], pinpoint: string) => matches.find((match) => match.pinpoint === pinpoint)!.score;
    const plain = (await searchLegalDocuments({ query: "AI provider", topK: 3 }, { mode: "lexical" })).matches;
    const asked = (await searchLegalDocuments({ query: "What is an AI provider?", topK: 3 }, { mode: "lexical" })).matches;
    expect(asked[0]).toMatchObject({ pinpoint: "art_3.pt_3", heading: "provider", articleHeading: "Definitions", label: "art_3.pt_3" });
    // Same words, so the only difference is the question form: asked, the definition of the term
    // the question names gains 2 × 1.5 against Art. 16; not asked, 1.5 × 0.6 (3.33 between them).
    const ratio = (matches: typeof plain) => score(matches, "art_3.pt_3") / score(matches, "art_16");
    expect(ratio(asked) / ratio(plain)).toBeCloseTo(10 / 3, 2);
    const unlowered = (await searchLegalDocuments({ query: "AI provider", topK: 3 }, { mode: "lexical", ranking: { definitionWeight: 1 } })).matches;
    expect(ratio(asked) / ratio(unlowered)).toBeCloseTo(2, 2);
    const asBefore = (await searchLegalDocuments({ query: "What is an AI provider?", topK: 3 }, { mode: "lexical", ranking: { namedDefinitionAsked: 1.5 } })).matches;
    expect(ratio(asBefore) / ratio(plain)).toBeCloseTo(2.5, 2);
  });

  test("a question that does not ask what something is gets the rule before the definition of its word", async () => {
    await importAct({ act });
    const question = "What applies to a provider of an AI system?";
    const ranked = (await searchLegalDocuments({ query: question, topK: 3 }, { mode: "lexical" })).matches.map((match) => match.pinpoint);
    expect(ranked[0]).toBe("art_16");
    const unlowered = (await searchLegalDocuments({ query: question, topK: 3 }, { mode: "lexical", ranking: { definitionWeight: 1 } })).matches.map((match) => match.pinpoint);
    expect(unlowered[0]).toBe("art_3.pt_3");
  });
});
