import { describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../import/import-act.server.ts";
import type { ParsedAct, ParsedProvision } from "../types.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

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
    provision("art_3", {
      heading: "Definitions",
      text: "For the purposes of this Regulation: (3) ‘provider’ means a person that develops an AI system and places it on the market.",
    }),
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
    const score = (matches: { pinpoint: string; score: number }[], pinpoint: string) =>
      matches.find((match) => match.pinpoint === pinpoint)!.score;
    const plain = (
      await searchLegalDocuments(
        { query: "AI provider", topK: 3 },
        { search: searchSettingsOf(getEnv()), mode: "lexical" },
      )
    ).matches;
    const asked = (
      await searchLegalDocuments(
        { query: "What is an AI provider?", topK: 3 },
        { search: searchSettingsOf(getEnv()), mode: "lexical" },
      )
    ).matches;
    expect(asked[0]).toMatchObject({
      pinpoint: "art_3.pt_3",
      heading: "provider",
      articleHeading: "Definitions",
      label: "art_3.pt_3",
    });
    // Same words, so the only difference is the question form: asked, the definition of the term
    // the question names gains 2 × 1.5 against Art. 16; not asked, 1.5 × 0.6 (3.33 between them).
    const ratio = (matches: typeof plain) => score(matches, "art_3.pt_3") / score(matches, "art_16");
    expect(ratio(asked) / ratio(plain)).toBeCloseTo(10 / 3, 2);
    const unlowered = (
      await searchLegalDocuments(
        { query: "AI provider", topK: 3 },
        { search: searchSettingsOf(getEnv()), mode: "lexical", ranking: { definitionWeight: 1 } },
      )
    ).matches;
    expect(ratio(asked) / ratio(unlowered)).toBeCloseTo(2, 2);
    const asBefore = (
      await searchLegalDocuments(
        { query: "What is an AI provider?", topK: 3 },
        { search: searchSettingsOf(getEnv()), mode: "lexical", ranking: { namedDefinitionAsked: 1.5 } },
      )
    ).matches;
    expect(ratio(asBefore) / ratio(plain)).toBeCloseTo(2.5, 2);
  });

  test("a question that does not ask what something is gets the rule before the definition of its word", async () => {
    await importAct({ act });
    const question = "What applies to a provider of an AI system?";
    const ranked = (
      await searchLegalDocuments({ query: question, topK: 3 }, { search: searchSettingsOf(getEnv()), mode: "lexical" })
    ).matches.map((match) => match.pinpoint);
    expect(ranked[0]).toBe("art_16");
    const unlowered = (
      await searchLegalDocuments(
        { query: question, topK: 3 },
        { search: searchSettingsOf(getEnv()), mode: "lexical", ranking: { definitionWeight: 1 } },
      )
    ).matches.map((match) => match.pinpoint);
    expect(unlowered[0]).toBe("art_3.pt_3");
  });
});

// Art. 3 defines "AI system" and "general-purpose AI system"; Art. 6 uses "AI system" often.
const aiSystems: ParsedAct = {
  ...act,
  provisions: [
    provision("art_3", {
      heading: "Definitions",
      text: "For the purposes of this Regulation the following definitions apply.",
    }),
    provision("art_3.pt_1", {
      kind: "definition",
      heading: "AI system",
      parentPinpoint: "art_3",
      text: "‘AI system’ means a machine-based system that infers from the input it receives how to generate outputs.",
    }),
    provision("art_3.pt_66", {
      kind: "definition",
      heading: "general-purpose AI system",
      parentPinpoint: "art_3",
      text: "‘general-purpose AI system’ means an AI system which is based on a general-purpose AI model.",
    }),
    provision("art_6", {
      heading: "Classification rules for high-risk AI systems",
      text: "An AI system shall be high-risk where the rules of this Article apply to the AI system. The rules on AI systems are fixed in Annex III; an AI system listed there follows these rules.",
    }),
    provision("art_7", {
      heading: "Amendments to Annex III",
      text: "The Commission may amend the rules on AI systems and add AI systems and use-cases of AI systems.",
    }),
  ],
};

describe("a question that asks what a named term is", () => {
  const first = async (query: string, ranking: { namedDefinitionLift?: number } = {}) =>
    (await searchLegalDocuments({ query, topK: 3 }, { search: searchSettingsOf(getEnv()), mode: "lexical", ranking }))
      .matches[0]!.pinpoint;

  test("gets the definition of that term first, even when its words are everywhere", async () => {
    await importAct({ act: aiSystems });
    const question = "What counts as an AI system? Is a spreadsheet with fixed if-then rules one?";
    expect(await first(question)).toBe("art_3.pt_1");
    expect(await first(question, { namedDefinitionLift: 0 })).not.toBe("art_3.pt_1");
  });

  test("of nested terms, the longest one named", async () => {
    await importAct({ act: aiSystems });
    const question =
      "What is treated as a general-purpose AI system that generates outputs from the input it receives?";
    expect(await first(question)).toBe("art_3.pt_66");
    // Unlifted, the shorter term's definition wins on the words it shares with the question.
    expect(await first(question, { namedDefinitionLift: 0 })).toBe("art_3.pt_1");
  });

  test("a question that does not ask what something is keeps the rule first", async () => {
    await importAct({ act: aiSystems });
    expect(await first("Which rules apply to an AI system listed in Annex III?")).not.toBe("art_3.pt_1");
  });
});

describe("definitions written as paragraphs (ADR 141)", () => {
  // A small Directive 85/374/EEC: no Definitions article; Art. 3(1) defines "producer" in an ordinary paragraph.
  const old: ParsedAct = {
    celex: "31985L0374",
    language: "EN",
    title: "Product Liability Directive 1985 (test excerpt)",
    format: "json",
    warnings: [],
    provisions: [
      provision("art_1", { text: "The producer shall be liable for damage caused by a defect in his product." }),
      provision("art_3", {
        text: "1. 'Producer' means the manufacturer of a finished product. 2. Any person who imports into the Community a product for sale shall be deemed to be a producer within the meaning of this Directive and shall be responsible as a producer. 3. Where the producer of the product cannot be identified, each supplier of the product shall be treated as its producer.",
      }),
      provision("art_3.par_1", {
        kind: "paragraph",
        parentPinpoint: "art_3",
        text: "'Producer' means the manufacturer of a finished product.",
      }),
      provision("art_3.par_2", {
        kind: "paragraph",
        parentPinpoint: "art_3",
        text: "Any person who imports into the Community a product for sale shall be deemed to be a producer within the meaning of this Directive and shall be responsible as a producer.",
      }),
      provision("art_3.par_3", {
        kind: "paragraph",
        parentPinpoint: "art_3",
        text: "Where the producer of the product cannot be identified, each supplier of the product shall be treated as its producer.",
      }),
    ],
  };

  test("'who counts as the producer' finds the paragraph that says what 'producer' means", async () => {
    await importAct({ act: old });
    const { matches } = await searchLegalDocuments(
      { query: "Who counts as the producer under Directive 85/374/EEC?", topK: 3 },
      { search: searchSettingsOf(getEnv()), mode: "lexical" },
    );
    expect(matches[0]).toMatchObject({ pinpoint: "art_3.par_1" });
  });
});
