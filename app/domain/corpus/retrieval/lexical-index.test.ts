import { describe, expect, test } from "vitest";
import { LexicalIndex, type IndexedProvision } from "./lexical-index.ts";

const doc = (key: number, fields: Partial<IndexedProvision>): IndexedProvision => ({
  key,
  actKey: 1,
  kind: "article",
  heading: null,
  contextHeading: null,
  text: "",
  ...fields,
});

// Every text has the same length, so only the field a word sits in makes the difference.
const filler = "This provision concerns several matters of general interest for the market.";

const rank = (index: LexicalIndex, query: string, options: { actKeys?: Set<number> } = {}) =>
  index.search(index.queryTerms(query), { limit: 10, ...options }).map((hit) => hit.provision.key);

describe("LexicalIndex (BM25F)", () => {
  test("a heading match outranks a text-only match", () => {
    const index = new LexicalIndex("EN", [
      doc(1, { heading: "General provisions", text: `Transparency of the system. ${filler}` }),
      doc(2, { heading: "Transparency obligations", text: `Duties of the provider. ${filler}` }),
      doc(3, { heading: "Scope", text: filler }),
    ]);
    expect(rank(index, "transparency")).toEqual([2, 1]);
  });

  test("a defined term outranks a provision that merely uses the word", () => {
    const index = new LexicalIndex("EN", [
      doc(1, { heading: "Obligations", text: `The deployer shall keep the logs. ${filler}` }),
      doc(2, {
        kind: "definition",
        heading: "deployer",
        contextHeading: "Definitions",
        text: "‘deployer’ means a person using a system under its authority.",
      }),
    ]);
    expect(rank(index, "deployer")).toEqual([2, 1]);
  });

  test("a paragraph is found by its article's heading (weighted above a single mention in a text)", () => {
    const index = new LexicalIndex("EN", [
      doc(1, { kind: "paragraph", contextHeading: "Penalties", text: `Member States shall lay down rules. ${filler}` }),
      doc(2, { kind: "paragraph", contextHeading: "Scope", text: `Penalties shall be effective. ${filler}` }),
      doc(3, { kind: "paragraph", contextHeading: "Scope", text: filler }),
    ]);
    expect(rank(index, "penalties")).toEqual([1, 2]);
  });

  test("articles rule, recitals explain: the same words rank the article first", () => {
    const text = `Providers shall register high-risk systems. ${filler}`;
    const index = new LexicalIndex("EN", [doc(1, { kind: "recital", text }), doc(2, { text })]);
    expect(rank(index, "register high-risk systems")).toEqual([2, 1]);
  });

  test("inflected forms find each other (stems), stop words find nothing", () => {
    const index = new LexicalIndex("EN", [
      doc(1, { text: "Notified bodies shall verify the conformity." }),
      doc(2, { text: filler }),
    ]);
    expect(rank(index, "notify body verification")).toEqual([1]);
    expect(rank(index, "what is the")).toEqual([]);
  });

  test("German stems: a German question finds the German provision in another inflection", () => {
    const index = new LexicalIndex("DE", [
      doc(1, { heading: "Pflichten der Betreiber", text: "Betreiber bewahren die Protokolle sechs Monate auf." }),
      doc(2, { heading: "Sanktionen", text: "Verstöße werden mit Geldbußen geahndet." }),
    ]);
    expect(rank(index, "Welche Pflicht hat ein Betreiber?")).toEqual([1]);
    expect(rank(index, "Geldbuße")).toEqual([2]);
  });

  test("actKeys restrict the acts searched; boost multiplies a score; expansions carry their weight", () => {
    const index = new LexicalIndex("EN", [
      doc(1, { actKey: 1, text: "robot safety" }),
      doc(2, { actKey: 2, text: "robot safety" }),
    ]);
    expect(rank(index, "robot", { actKeys: new Set([2]) })).toEqual([2]);
    const boosted = index.search(index.queryTerms("robot"), {
      limit: 10,
      boost: (provision) => (provision.key === 2 ? 2 : 1),
    });
    expect(boosted.map((hit) => hit.provision.key)).toEqual([2, 1]);
    expect(boosted[0]!.score).toBeCloseTo(2 * boosted[1]!.score);
    expect(index.queryTerms("robot", [{ text: "safety", weight: 0.5 }], 0.3)).toEqual([
      { term: "robot", weight: 0.3 },
      { term: "safeti", weight: 0.5 },
    ]);
  });
});

describe("LexicalIndex second stage", () => {
  const off = { coverage: 0, proximity: 0 };

  test("proximity: the provision where the question's words stand together ranks first", () => {
    const index = new LexicalIndex("EN", [
      doc(1, {
        text: "The notice shall state the reasons, the decision and the period within which the authority decides.",
      }),
      doc(2, { text: "The notice period shall be three months for the undertaking concerned in the file." }),
    ]);
    const query = "notice period";
    const terms = index.queryTerms(query);
    const hits = index.search(terms, { limit: 10 });
    const core = ["notic", "period"];
    expect(index.match(2, terms, core).proximity).toBe(1);
    expect(index.match(1, terms, core).proximity).toBe(0);
    expect(index.rerank(hits, { terms, core }, { ...off, proximity: 1 }).map((hit) => hit.provision.key)[0]).toBe(2);
    // Switched off, the order is BM25's.
    expect(index.rerank(hits, { terms, core }, off).map((hit) => hit.provision.key)).toEqual(
      hits.map((hit) => hit.provision.key),
    );
  });

  test("a phrase does not span two fields (heading and text)", () => {
    const index = new LexicalIndex("EN", [doc(1, { heading: "Notice", text: "Period of three months." })]);
    expect(index.match(1, index.queryTerms("notice period"), ["notic", "period"]).proximity).toBe(0);
  });

  test("coverage: the IDF-weighted share of the question's terms a provision holds; a word no provision has counts as missing", () => {
    const index = new LexicalIndex("EN", [
      doc(1, { text: "Providers shall register the system in the database." }),
      doc(2, { text: "Deployers shall keep the logs." }),
      doc(3, { text: filler }),
    ]);
    expect(index.match(1, index.queryTerms("register system database")).coverage).toBe(1);
    expect(index.match(2, index.queryTerms("register system database")).coverage).toBe(0);
    const withUnknown = index.match(1, index.queryTerms("register system lease")).coverage;
    expect(withUnknown).toBeGreaterThan(0.3);
    expect(withUnknown).toBeLessThan(0.7);
    // The rarest word weighs most: the unknown "lease" counts at the highest IDF.
    expect(index.idf("leas")).toBeGreaterThan(index.idf("regist"));
    // Re-ranked by coverage, the provision holding all the words comes first.
    const terms = index.queryTerms("keep register system database");
    const hits = index.search(terms, { limit: 10 });
    expect(index.rerank(hits, { terms, core: [] }, { ...off, coverage: 1 })[0]!.provision.key).toBe(1);
  });
});
