import { describe, expect, test } from "vitest";
import { LexicalIndex, type IndexedProvision } from "./lexical-index.ts";
import { lendRecitalEvidence, lentCeiling, RecitalLinks, type LinkedProvision } from "./recital-links.ts";

// A small act in the shape of the AI Act: a recital in plain words and the rules it explains.
const rows: (LinkedProvision & { parentPinpoint: string | null })[] = [
  {
    id: 1,
    actId: 1,
    pinpoint: "rct_53",
    kind: "recital",
    parentPinpoint: null,
    text: "An AI system that only transforms unstructured data into structured data, or classifies incoming documents into categories, performs a narrow procedural task and should not be considered high-risk.",
  },
  {
    id: 2,
    actId: 1,
    pinpoint: "art_6",
    kind: "article",
    parentPinpoint: null,
    text: "Classification rules for high-risk AI systems. An AI system shall not be considered high-risk where it is intended to perform a narrow procedural task, such as transforming unstructured data into structured data or classifying incoming documents into categories, or where it only transforms unstructured data into structured data.",
  },
  {
    id: 3,
    actId: 1,
    pinpoint: "art_6.par_3",
    kind: "paragraph",
    parentPinpoint: "art_6",
    text: "An AI system shall not be considered high-risk where it is intended to perform a narrow procedural task, such as transforming unstructured data into structured data or classifying incoming documents into categories.",
  },
  {
    id: 4,
    actId: 1,
    pinpoint: "art_99.par_3",
    kind: "paragraph",
    parentPinpoint: "art_99",
    text: "Non-compliance with the prohibition of the AI practices shall be subject to administrative fines.",
  },
  {
    id: 5,
    actId: 1,
    pinpoint: "art_3.pt_1",
    kind: "definition",
    parentPinpoint: "art_3",
    text: "AI system means a machine-based system that infers from the input it receives how to generate outputs.",
  },
  {
    id: 6,
    actId: 1,
    pinpoint: "art_50.par_1",
    kind: "paragraph",
    parentPinpoint: "art_50",
    text: "Providers shall ensure that AI systems intended to interact directly with natural persons are designed so that the persons are informed.",
  },
];
const provisions = new Map(rows.map((row) => [row.id, row]));
const index = new LexicalIndex(
  "EN",
  rows.map((row): IndexedProvision => ({
    key: row.id,
    actKey: row.actId,
    kind: row.kind,
    heading: null,
    contextHeading: null,
    text: row.text,
  })),
);
const target = () => ({ actId: 1, index });

describe("recitals lend evidence to the rules they explain", () => {
  test("a recital is linked to the most similar rule without parts, not to its article, a definition or an unrelated rule", () => {
    const links = new RecitalLinks(provisions).rulesOf(1, 1, index);
    expect(links[0]?.[0]).toBe(3);
    expect(links[0]?.[1]).toBe(1);
    expect(links.map(([id]) => id)).not.toContain(2);
    expect(links.map(([id]) => id)).not.toContain(5);
    expect(links.map(([id]) => id)).not.toContain(4);
  });

  test("a recital among the first hits brings its rule into the ranking, below the best direct match", () => {
    const ranked = new Map([
      [6, 10],
      [1, 8],
    ]);
    lendRecitalEvidence(ranked, provisions, new RecitalLinks(provisions), target, 0.5);
    expect(ranked.get(3)).toBeCloseTo(4);
    expect(ranked.get(6)).toBe(10);
    expect(ranked.get(1)).toBe(8);
  });

  test("the lent score adds to the rule's own and stops at the ceiling", () => {
    const ranked = new Map([
      [6, 10],
      [1, 9],
      [3, 7],
    ]);
    lendRecitalEvidence(ranked, provisions, new RecitalLinks(provisions), target, 0.5);
    expect(ranked.get(3)).toBeCloseTo(lentCeiling * 10);
    const modest = new Map([
      [6, 10],
      [1, 2],
      [3, 3],
    ]);
    lendRecitalEvidence(modest, provisions, new RecitalLinks(provisions), target, 0.5);
    expect(modest.get(3)).toBeCloseTo(4);
  });

  test("weight 0, or a recital whose act has no rules searched, changes nothing", () => {
    const ranked = new Map([
      [6, 10],
      [1, 8],
    ]);
    lendRecitalEvidence(ranked, provisions, new RecitalLinks(provisions), target, 0);
    lendRecitalEvidence(ranked, provisions, new RecitalLinks(provisions), () => undefined, 0.5);
    expect([...ranked]).toEqual([
      [6, 10],
      [1, 8],
    ]);
  });
});
