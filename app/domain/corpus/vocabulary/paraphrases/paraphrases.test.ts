import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseActFile } from "../../import/parse-act-file.ts";
import { LexicalIndex } from "../../retrieval/lexical-index.ts";
import { analyze } from "../text-analysis.ts";
import { indexParaphrases, paraphraseFor, paraphrases } from "./index.ts";

const dir = path.join(import.meta.dirname, "../../../../../data/starter/eu-acts");
const pinpointsOf = (file: string): [string, Set<string>] => {
  const act = parseActFile(fs.readFileSync(path.join(dir, file), "utf8"));
  return [
    act.celex,
    new Set(act.provisions.filter((provision) => provision.kind !== "recital").map((provision) => provision.pinpoint)),
  ];
};

describe("paraphrases of the acts' provisions", () => {
  it("name only provisions (not recitals) of the acts as installed from the starter set", () => {
    const acts = new Map([
      pinpointsOf("ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml"),
      pinpointsOf("dsm_2019-790_EN.oj.xhtml"),
      pinpointsOf("pld_2024-2853_EN.ansvar-seed.json"),
      pinpointsOf("pld_1985-374_EN.txt"),
    ]);
    const german85 = pinpointsOf("pld_1985-374_DE.txt")[1];
    const unknown = [...paraphrases().keys()].filter((key) => {
      const [celex, pinpoint] = key.split(":") as [string, string];
      return !acts.get(celex)?.has(pinpoint) || (celex === "31985L0374" && !german85.has(pinpoint));
    });
    expect(unknown).toEqual([]);
  });

  it("have English and German words for every entry", () => {
    for (const [key, { en, de }] of paraphrases()) {
      expect(analyze(en, "EN").length, key).toBeGreaterThanOrEqual(3);
      expect(analyze(de, "DE").length, key).toBeGreaterThanOrEqual(2);
    }
  });

  it("refuse a key without a known act prefix", () => {
    expect(() => indexParaphrases([{ "GDPR:art_15": { en: "access request", de: "Auskunft" } }])).toThrow(
      /no known act prefix/,
    );
  });

  it("of one provision from several files join", () => {
    const map = indexParaphrases([
      { "DSM:art_17": { en: "upload platforms", de: "Plattformen" } },
      { "DSM:art_17": { en: "Is YouTube liable?", de: "Haftet YouTube?" } },
    ]);
    expect(map.get("32019L0790:art_17")).toEqual({
      en: "upload platforms Is YouTube liable?",
      de: "Plattformen Haftet YouTube?",
    });
  });

  it("are found by CELEX and exact pinpoint, in the language searched first", () => {
    const map = indexParaphrases([{ "AI:art_23": { en: "bringing AI from outside the EU", de: "Import" } }]);
    expect(paraphraseFor(map, "32024R1689", "art_23", "EN")).toBe("bringing AI from outside the EU; Import");
    expect(paraphraseFor(map, "32024R1689", "art_23", "DE")).toBe("Import; bringing AI from outside the EU");
    expect(paraphraseFor(map, "32024R1689", "art_23.par_1", "EN")).toBeNull();
    expect(paraphraseFor(map, "32024L2853", "art_23", "EN")).toBeNull();
  });

  it("make a provision findable by everyday words its text lacks", () => {
    const provisions = [
      {
        key: 1,
        actKey: 1,
        kind: "article",
        heading: "Obligations of importers",
        contextHeading: null,
        text: "Before placing a high-risk AI system on the market, importers shall ensure that it is in conformity.",
        paraphrase: "bringing AI from outside the EU; foreign vendor",
      },
      {
        key: 2,
        actKey: 1,
        kind: "paragraph",
        heading: null,
        contextHeading: "Obligations of importers",
        text: "Importers shall verify the conformity assessment procedure.",
        paraphrase: "checking a foreign vendor's papers",
      },
      {
        key: 3,
        actKey: 1,
        kind: "article",
        heading: "Penalties",
        contextHeading: null,
        text: "Member States shall lay down the rules on penalties applicable to infringements by operators.",
      },
    ];
    const index = new LexicalIndex("EN", provisions);
    const hits = index.search(index.queryTerms("a foreign vendor"), { limit: 5 }).map((hit) => hit.provision.key);
    expect(hits.toSorted()).toEqual([1, 2]);
    const without = new LexicalIndex(
      "EN",
      provisions.map(({ paraphrase: _paraphrase, ...rest }) => rest),
    );
    expect(without.search(without.queryTerms("a foreign vendor"), { limit: 5 })).toEqual([]);
  });

  it("do not count as what a provision says when the search judges whether the acts answer a question", () => {
    const index = new LexicalIndex("EN", [
      {
        key: 1,
        actKey: 1,
        kind: "article",
        heading: "Penalties",
        contextHeading: null,
        text: "Member States shall lay down rules on penalties.",
        paraphrase: "salary; minimum wage",
      },
    ]);
    const terms = index.queryTerms("minimum wage penalties");
    expect(index.match(1, terms).coverage).toBeCloseTo(1, 5);
    const statutory = index.match(1, terms, [], { statutoryOnly: true }).coverage;
    expect(statutory).toBeGreaterThan(0);
    expect(statutory).toBeLessThan(0.5);
    // A word no provision contains is not found, in either way of counting.
    expect(index.match(1, index.queryTerms("tenancy"), [], { statutoryOnly: true }).coverage).toBe(0);
    expect(index.match(1, index.queryTerms("tenancy")).coverage).toBe(0);
  });
});
