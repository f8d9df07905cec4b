import fs from "node:fs";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../import/import-act.server.ts";
import { parseActFile } from "../import/parse-act-file.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";
import { SearchResultSchema } from "./search-result-schema.ts";
import type { ParsedAct } from "../types.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus", name), "utf8");
// The fixtures stand in for the AI Act, the new PLD and (the same text) the 1985 Directive: tiny texts, real CELEX numbers.
const aiAct = (): ParsedAct => ({ ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" });
const pld = (celex: string): ParsedAct => ({ ...parseActFile(fixture("mini-pld_EN.structured.json")), celex });

useTestDatabase();
beforeEach(async () => {
  await emptyTestDatabase();
  await importAct({ act: aiAct() });
  await importAct({ act: pld("32024L2853") });
  await importAct({ act: pld("31985L0374") });
  emitDataChanged("corpus");
});

const first = async (query: string, topK = 5) => {
  const result = SearchResultSchema.parse(
    await searchLegalDocuments({ query, topK }, { search: searchSettingsOf(getEnv()), mode: "lexical" }),
  );
  return { ...result, found: result.matches.map((match) => `${match.celex}:${match.pinpoint}`) };
};

test("a named provision is looked up: the exact pinpoint first, also inside a longer question", async () => {
  expect((await first("Article 2(2)(b) AI Act")).found[0]).toBe("32024R1689:art_2.par_2.pt_b");
  expect((await first("Art. 2 Abs. 2 lit. b KI-VO")).found[0]).toBe("32024R1689:art_2.par_2.pt_b");
  expect((await first("What does Article 2(1) AI Act say about cleaning logs and bumpers?")).found[0]).toBe(
    "32024R1689:art_2.par_1",
  );
  expect((await first("Annex I point 2 AI Act")).found[0]).toBe("32024R1689:anx_I.pt_2");
  expect((await first("Recital 2 AI Act")).found[0]).toBe("32024R1689:rct_2");
});

test("the numbers of a reference are no search words: nothing else that contains them comes first", async () => {
  // "3" would match "Article 3" everywhere as a word; the named article is looked up instead.
  const { found, coverage } = await first("Article 3 AI Act");
  expect(found[0]).toBe("32024R1689:art_3");
  expect(found).not.toContain("32024L2853:art_3");
  expect(coverage).toBe("covered");
});

test("several named provisions each near the top, in the order named", async () => {
  const { found } = await first("Article 3 and Annex I of the AI Act, and Article 2(2) of Directive (EU) 2024/2853");
  expect(found.slice(0, 3)).toEqual(["32024R1689:art_3", "32024R1689:anx_I", "32024L2853:art_2.par_2"]);
});

test("an ambiguous reference returns both acts, the one the wording points to first", async () => {
  expect((await first("Art. 2 Abs. 1 Produkthaftungsrichtlinie")).found.slice(0, 2)).toEqual([
    "32024L2853:art_2.par_1",
    "31985L0374:art_2.par_1",
  ]);
  expect((await first("Art. 2 Abs. 1 der alten Produkthaftungsrichtlinie")).found[0]).toBe("31985L0374:art_2.par_1");
  expect((await first("Article 2(1) PLD for a product sold in 2019")).found.slice(0, 2)).toEqual([
    "31985L0374:art_2.par_1",
    "32024L2853:art_2.par_1",
  ]);
});

test("a reference without an act takes it from the question's routing", async () => {
  expect((await first("Which damage does Article 2(2) cover under product liability?")).found[0]).toBe(
    "32024L2853:art_2.par_2",
  );
  expect((await first("May robots under Article 2(2) AI rules vacuum at night?")).found[0]).toBe(
    "32024R1689:art_2.par_2",
  );
});

test("a provision that does not exist is said not to exist, in the result", async () => {
  const missing = await first("Article 140 AI Act");
  expect(missing.notices).toEqual([
    {
      kind: "provision-not-found",
      reference: "Article 140 AI Act",
      celex: "32024R1689",
      act: "AI Act",
      provision: "Article 140",
      message: "The AI Act has no Article 140.",
    },
  ]);
  const paragraph = await first("Art. 2 Abs. 7 KI-VO");
  expect(paragraph.notices?.[0]).toMatchObject({
    provision: "Article 2(7)",
    nearest: "Article 2",
    message: "The AI Act has no Article 2(7) (Article 2 exists).",
  });
  expect((await first("Article 2(1) AI Act")).notices).toBeUndefined();
});

test("a whole annex named without its act inside a question describes a class and is searched, not looked up", async () => {
  const described = await first("Which robots in places listed in Annex I must keep cleaning logs?");
  expect(described.found[0]).toBe("32024R1689:art_2.par_1");
  expect((await first("Annex I AI Act")).found[0]).toBe("32024R1689:anx_I");
});

test("a question that is nothing but a reference is followed by neighbours from the same act only", async () => {
  const { found } = await first("Article 2(2) of Directive (EU) 2024/2853", 5);
  expect(found[0]).toBe("32024L2853:art_2.par_2");
  expect(found.every((match) => match.startsWith("32024L2853:"))).toBe(true);
});

test("a whole annex that opens the question is what it asks about; one followed by 'systems' still describes a class", async () => {
  expect((await first("Annex I forbidden places for robots")).found[0]).toBe("32024R1689:anx_I");
  expect((await first("Annex I systems: must deployers keep cleaning logs?")).found[0]).not.toBe("32024R1689:anx_I");
});

test("a whole article named inside a question: the paragraph its words match first, then the article (ADR 138, 156)", async () => {
  // "vacuum" is in paragraph 2: the paragraph that answers, then the article named.
  expect((await first("What does Article 2 AI Act say about robots that vacuum?")).found.slice(0, 2)).toEqual([
    "32024R1689:art_2.par_2",
    "32024R1689:art_2",
  ]);
  expect(
    (await first("Was sagt Art. 2 KI-VO zu den Reinigungsprotokollen (cleaning logs)?")).found.slice(0, 2),
  ).toEqual(["32024R1689:art_2.par_1", "32024R1689:art_2"]);
  // Words that match no paragraph: the article as named, then its paragraph 1.
  expect((await first("What does Article 2 AI Act say about penguins?")).found.slice(0, 2)).toEqual([
    "32024R1689:art_2",
    "32024R1689:art_2.par_1",
  ]);
  // Three named provisions: each stays in the first three, the paragraph follows them.
  expect(
    (await first("Article 2, Article 3 and Annex I AI Act: how do they differ for robots that vacuum?")).found.slice(
      0,
      4,
    ),
  ).toEqual(["32024R1689:art_2", "32024R1689:art_3", "32024R1689:anx_I", "32024R1689:art_2.par_2"]);
  // A reference written the courts' way ("Art. 2 II 1 KI-VO": paragraph 2, sentence 1) names its paragraph: it leads.
  expect((await first("Art. 2 II 1 KI-VO")).found[0]).toBe("32024R1689:art_2.par_2");
  // A reference alone, or an article without paragraphs, stays cited as named.
  expect((await first("Article 2 AI Act")).found).not.toContain("32024R1689:art_2.par_1");
  expect(
    (await first("What does Article 3 AI Act say about fines?")).found.filter((pinpoint) =>
      pinpoint.startsWith("32024R1689:art_3"),
    ),
  ).toEqual(["32024R1689:art_3"]);
});

test("forms practitioners write are looked up like the textbook ones: the named provision first", async () => {
  const cases: [string, string][] = [
    ["Art. 2 II lit. b KI-VO", "32024R1689:art_2.par_2.pt_b"],
    ["Art. 2 I S. 1 KI-VO", "32024R1689:art_2.par_1"],
    ["Was verlangt Art. 2 I KI-VO von Betreibern?", "32024R1689:art_2.par_1"],
    ["Art. 2 Abs. 2 lit. b) KI-VO", "32024R1689:art_2.par_2.pt_b"],
    ["Art. 2 (2) b) AI-Act", "32024R1689:art_2.par_2.pt_b"],
    ["Art. 2 ff. KI-VO", "32024R1689:art_2"],
    ["EG 2 KI-VO", "32024R1689:rct_2"],
    ["Erw.-Gr. 2 KI-VO", "32024R1689:rct_2"],
    ["recital (2) AI Act", "32024R1689:rct_2"],
    ["Art. 2 Abs. 1 ProdHaftRL a.F.", "31985L0374:art_2.par_1"],
    ["Art. 2 Abs. 1 ProdHaftRL n.F.", "32024L2853:art_2.par_1"],
    ["Art 2(1) 85/374", "31985L0374:art_2.par_1"],
  ];
  for (const [query, expected] of cases) expect([query, (await first(query)).found[0]]).toEqual([query, expected]);
});

test("a provision that does not exist, named in a practitioner's form, is said not to exist", async () => {
  const cases: [string, string][] = [
    ["Art. 2 VII KI-VO", "Article 2(7)"],
    ["Art. 2 Abs. 2 lit. z KI-VO", "Article 2(2)(z)"],
    ["Anhang XV KI-VO", "Annex XV"],
    ["ErwG 9 KI-VO", "Recital 9"],
    ["Art. 25 85/374/EWG", "Article 25"],
  ];
  for (const [query, provision] of cases)
    expect([query, (await first(query)).notices?.map((notice) => notice.provision)]).toEqual([query, [provision]]);
});

test("a provision of another law is not read as one of the installed acts: not covered, no notice", async () => {
  for (const query of [
    "§ 1 ProdHaftG",
    "Art. 2 DSGVO",
    "Art. 2 Abs. 1 Datenschutz-Grundverordnung",
    "Art. 2 InfoSoc-RL",
  ]) {
    const result = await first(query);
    expect([query, result.coverage, result.notices]).toEqual([query, "not-covered", undefined]);
    expect(result.found).not.toContain("32024R1689:art_2");
  }
});

test("a reference without an act that the routed acts lack is looked up in the other searched acts before it is said not to exist", async () => {
  const result = await first("Which damage under product liability does Annex I point 2 cover?");
  expect(result.found[0]).toBe("32024R1689:anx_I.pt_2");
  expect(result.notices).toBeUndefined();
  // Not in any searched act: said not to exist in the routed act.
  expect((await first("Which damage under product liability does Article 9 cover?")).notices?.[0]).toMatchObject({
    celex: "32024L2853",
    provision: "Article 9",
  });
});
