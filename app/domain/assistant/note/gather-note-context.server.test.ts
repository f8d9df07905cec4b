import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { searchLegalDocuments, type Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { gatherNoteContext } from "./gather-note-context.server.ts";
import { referencedPinpoints } from "./referenced-pinpoints.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus", name), "utf8");

// As the corpus tests do: the fixtures stand in for the AI Act and the PLD (same CELEX numbers, tiny texts).
beforeAll(async () => {
  await importAct({ act: { ...parseActFile(fixture("mini-references_EN.formex.xml")), celex: "32024R1689" } });
  await importAct({ act: { ...parseActFile(fixture("mini-pld_EN.structured.json")), celex: "32024L2853" } });
});

const find = async (query: string, pinpoint: string): Promise<Match> => {
  const { matches } = await searchLegalDocuments(
    { query, topK: 10 },
    { search: searchSettingsOf(getEnv()), mode: "lexical" },
  );
  const match = matches.find(
    (candidate) => candidate.pinpoint === pinpoint || candidate.pinpoint.startsWith(`${pinpoint}.`),
  );
  expect(match, `${pinpoint} for "${query}"`).toBeDefined();
  return match!;
};

describe("gatherNoteContext", () => {
  test("finds the definitions the passages use, the more specific term first, with the search's Match shape", async () => {
    const passage = await find("AI deployers high-risk cleaning robots logs", "art_3.par_1");
    const { definitions } = await gatherNoteContext({ passages: [passage] }, { search: searchSettingsOf(getEnv()) });
    expect(definitions.map((match) => match.heading)).toEqual(["cleaning robot", "deployer"]);
    expect(definitions[0]).toEqual({
      id: "32024R1689:EN:art_1.pt_2",
      act: "AI Act",
      celex: "32024R1689",
      pinpoint: "art_1.pt_2",
      label: "Article 1(2)",
      heading: "cleaning robot",
      articleHeading: "Definitions",
      text: "‘cleaning robot’ means a robot that vacuums floors;",
      url: expect.stringMatching(/^https:\/\/eur-lex\.europa\.eu\/legal-content\/EN\/TXT\/\?uri=CELEX:32024R1689#/),
      score: 0,
    });
    // "high-risk" is not a use of the defined term "risk"; "robot" only occurs inside "cleaning robots".
    expect(definitions.map((match) => match.heading)).not.toContain("risk");
    expect(definitions.map((match) => match.heading)).not.toContain("robot");
  });

  test("a definition limited to a context (‘subject’, for the purpose of field testing) counts only where the text speaks of it", async () => {
    const incidents = await find("AI deployers report incidents authority national law field testing", "art_3.par_2");
    expect(
      (await gatherNoteContext({ passages: [incidents] }, { search: searchSettingsOf(getEnv()) })).definitions.map(
        (match) => match.heading,
      ),
    ).toContain("subject");
    const penalties = {
      ...incidents,
      text: "Deployers shall report incidents to the authority, subject to national law.",
    };
    expect(
      (await gatherNoteContext({ passages: [penalties] }, { search: searchSettingsOf(getEnv()) })).definitions.map(
        (match) => match.heading,
      ),
    ).not.toContain("subject");
  });

  test("a term the question names comes first", async () => {
    const passage = await find("AI deployers high-risk cleaning robots logs", "art_3.par_1");
    const { definitions } = await gatherNoteContext(
      {
        passages: [passage],
        question: "Who counts as a deployer of a robot?",
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(definitions[0]!.heading).toBe("deployer");
  });

  test("follows the references to provisions of the same act, in order, and not those to other acts", async () => {
    const deployers = await find("AI deployers high-risk cleaning robots logs", "art_3.par_1");
    const classification = await find("AI cleaning robots considered high-risk classification", "art_2.par_1");
    const { related } = await gatherNoteContext(
      { passages: [deployers, classification] },
      { search: searchSettingsOf(getEnv()) },
    );
    // Art. 3(1) refers to Art. 2(1) (already a passage); Art. 2(1) to Annex I; Art. 4 to both articles.
    expect(related.map((match) => match.pinpoint)).toEqual(["anx_I", "art_4"]);
    expect(related[0]).toMatchObject({
      id: "32024R1689:EN:anx_I",
      label: "Annex I",
      heading: "High-risk cleaning robots",
      act: "AI Act",
      score: 0,
    });

    const penalties = await find("AI robots penalties fines infringements", "art_4");
    expect(
      (await gatherNoteContext({ passages: [penalties] }, { search: searchSettingsOf(getEnv()) })).related.map(
        (match) => match.pinpoint,
      ),
    ).toEqual(["art_2", "art_3"]);
  });

  test("then the provisions that refer to the passages' articles: the penalties for infringing them", async () => {
    const deployers = await find("AI deployers high-risk cleaning robots logs", "art_3.par_1");
    // Forward: Art. 3(1) → Art. 2(1); backward: Art. 4 punishes infringements of Articles 2 and 3.
    expect(
      (await gatherNoteContext({ passages: [deployers] }, { search: searchSettingsOf(getEnv()) })).related.map(
        (match) => match.pinpoint,
      ),
    ).toEqual(["art_2.par_1", "art_4"]);
    // Annex I is referred to by Art. 2(1) — the paragraph, not its whole article.
    const annex = await find("AI robots cleaning hospitals", "anx_I");
    expect(
      (await gatherNoteContext({ passages: [annex] }, { search: searchSettingsOf(getEnv()) })).related.map(
        (match) => match.pinpoint,
      ),
    ).toEqual(["art_2.par_1"]);
  });

  test("each act gives its own definitions: a PLD passage gets the PLD's", async () => {
    const passage = await find("damage caused by a defective product compensation", "art_2.par_1");
    expect(passage.celex).toBe("32024L2853");
    const { definitions } = await gatherNoteContext({ passages: [passage] }, { search: searchSettingsOf(getEnv()) });
    expect(definitions.map((match) => [match.celex, match.heading])).toEqual([["32024L2853", "product"]]);
  });

  test("no passages, no context", async () => {
    expect(await gatherNoteContext({ passages: [] }, { search: searchSettingsOf(getEnv()) })).toEqual({
      definitions: [],
      related: [],
    });
  });
});

describe("referencedPinpoints", () => {
  test.each([
    ["AI systems referred to in Article 6(2) and Annex III", ["art_6.par_2", "anx_III"]],
    ["the obligations set out in Articles 53 and 55", ["art_53", "art_55"]],
    ["in accordance with Article 6 of Regulation (EU) 2016/679", []],
    ["pursuant to Article 10 of Directive (EU) 2016/680 and Article 26", ["art_26"]],
    ["the practices referred to in Article 5", ["art_5"]],
    ["gemäß Artikel 6 und Anhang III", ["art_6", "anx_III"]],
  ])("%s", (text, pinpoints) => {
    expect(referencedPinpoints(text)).toEqual(pinpoints);
  });
});
