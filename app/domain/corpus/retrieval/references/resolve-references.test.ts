import { expect, test } from "vitest";
import { parseReferences } from "./parse-references.ts";
import { resolveReference, type ActProvisions } from "./resolve-references.ts";

const AI = "32024R1689";
const DSM = "32019L0790";
const PLD = "32024L2853";
const PLD85 = "31985L0374";

const installed = new Map<string, ActProvisions>([
  [
    AI,
    new Map([
      ["art_3", "Definitions"],
      ["art_3.pt_1", "‘AI system’ means …"],
      ["art_5", "Prohibited AI practices"],
      ["art_5.par_1", "1. …"],
      ["art_5.par_1.pt_b", "(b) …"],
      ["art_5.par_1.pt_ba", "(ba) …"],
      [
        "art_5.par_1.pt_h",
        "(h) the use of … unless … for one of the following objectives: (i) the targeted search … (ii) …",
      ],
      ["art_26", "Obligations of deployers"],
      [
        "art_26.par_7",
        "7. Before putting into service a high-risk AI system at the workplace, deployers shall inform workers' representatives. That information shall be provided in accordance with the rules of Union and national law.",
      ],
      [
        "art_113",
        "This Regulation shall enter into force on the twentieth day following that of its publication. It shall apply from 2 August 2026. However:",
      ],
      ["art_113.pt_a", "(a) Chapters I and II shall apply from 2 February 2025;"],
      ["anx_I", "Union harmonisation legislation"],
      ["anx_I.sec_B", "Section B"],
      ["anx_III", "High-risk AI systems"],
      ["anx_III.pt_4", "4. Employment …"],
      ["rct_27", "… seven principles …"],
    ]),
  ],
  [
    DSM,
    new Map([
      ["art_17", "Use of protected content by providers as defined in point (12) of Article 2 …"],
      ...Array.from({ length: 10 }, (_, i) => [`art_17.par_${i + 1}`, `${i + 1}. …`] as [string, string]),
    ]),
  ],
  [
    PLD,
    new Map([
      ["art_7", "Economic operators liable"],
      ["art_7.par_1", "1. …"],
      [
        "art_23",
        "This Directive shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union.",
      ],
    ]),
  ],
  [
    PLD85,
    new Map([
      ["art_7", "The producer shall not be liable … (a) … (f) …"],
      ["art_7.pt_a", "(a) …"],
    ]),
  ],
]);
const provisionsOf = (celex: string) => installed.get(celex);

const resolve = (text: string, acts?: string[]) => {
  const [reference] = parseReferences(text).references;
  return resolveReference(reference!, acts ?? reference!.acts, provisionsOf).map((outcome) =>
    outcome.status === "found"
      ? `${outcome.celex}:${outcome.pinpoint}`
      : `${outcome.status} ${outcome.celex}${outcome.status === "not-found" ? ` ${outcome.label} (nearest ${outcome.nearest ?? "none"})` : ""}`,
  );
};

test("the exact pinpoint when it is installed", () => {
  expect(resolve("Article 26(7) AI Act")).toEqual([`${AI}:art_26.par_7`]);
  expect(resolve("Art. 5 Abs. 1 Buchst. ba KI-VO")).toEqual([`${AI}:art_5.par_1.pt_ba`]);
  expect(resolve("Annex I Section B AI Act")).toEqual([`${AI}:anx_I.sec_B`]);
  expect(resolve("Anhang III Nr. 4 KI-VO")).toEqual([`${AI}:anx_III.pt_4`]);
  expect(resolve("Erwägungsgrund 27 KI-VO")).toEqual([`${AI}:rct_27`]);
});

test("a bracketed number of an article without paragraphs is its point (Article 3(1) of the definitions)", () => {
  expect(resolve("Article 3(1) AI Act")).toEqual([`${AI}:art_3.pt_1`]);
});

test("a part without an id of its own (a subparagraph, a sub-point inside a point's text) resolves to the unit containing it", () => {
  expect(resolve("Article 5(1)(h)(i) AI Act")).toEqual([`${AI}:art_5.par_1.pt_h`]);
  expect(resolve("Art. 26 Abs. 7 UAbs. 2 KI-VO")).toEqual([`${AI}:art_26.par_7`]);
});

test("a provision the act does not have is not found, with the nearest installed unit (a marker in the parent's text does not make a part of an article divided into other parts)", () => {
  expect(resolve("Article 140 AI Act")).toEqual([`not-found ${AI} Article 140 (nearest none)`]);
  expect(resolve("Art. 17(12) DSM")).toEqual([`not-found ${DSM} Article 17(12) (nearest art_17)`]);
  expect(resolve("Article 5(1)(z) AI Act")).toEqual([`not-found ${AI} Article 5(1)(z) (nearest art_5.par_1)`]);
  expect(resolve("Recital 200 AI Act")).toEqual([`not-found ${AI} Recital 200 (nearest none)`]);
});

test("a subparagraph or sentence beyond the unit's sentences does not exist: the unit is the nearest", () => {
  expect(resolve("Art. 26 Abs. 7 UAbs. 5 KI-VO")).toEqual([
    `not-found ${AI} Article 26(7), subparagraph 5 (nearest art_26.par_7)`,
  ]);
  expect(resolve("Art. 23 Satz 7 ProdHaftRL", [PLD])).toEqual([
    `not-found ${PLD} Article 23, sentence 7 (nearest art_23)`,
  ]);
  expect(resolve("Article 23, second sentence, of Directive (EU) 2024/2853")).toEqual([
    `not-found ${PLD} Article 23, sentence 2 (nearest art_23)`,
  ]);
  expect(resolve("Article 26(7), second subparagraph, AI Act")).toEqual([`${AI}:art_26.par_7`]);
});

test("an ambiguous reference resolves in every act that has it, the likelier first", () => {
  expect(resolve("Art. 7 Produkthaftungsrichtlinie")).toEqual([`${PLD}:art_7`, `${PLD85}:art_7`]);
  expect(resolve("Art. 7(1) Produkthaftungsrichtlinie")).toEqual([`${PLD}:art_7.par_1`]);
  expect(resolve("Art. 7 lit. a Produkthaftungsrichtlinie von 1985")).toEqual([`${PLD85}:art_7.pt_a`]);
  // The number after the name says which: the notice names the 1985 Directive, not the new one.
  expect(resolve("Art. 7 lit. z der Produkthaftungsrichtlinie 85/374/EWG")).toEqual([
    `not-found ${PLD85} Article 7(z) (nearest art_7)`,
  ]);
});

test("an act that is not installed is said so", () => {
  const [reference] = parseReferences("Recital 5 of Regulation (EU) 2026/1744").references;
  expect(resolveReference(reference!, reference!.acts, provisionsOf)).toMatchObject([
    { status: "act-not-installed", celex: "32026R1744" },
  ]);
});

test("a paragraph number of an article whose paragraphs are not numbered counts them as written, when that many exist", () => {
  expect(resolve("Art. 113 Abs. 3 lit. a KI-VO")).toEqual([`${AI}:art_113.pt_a`]);
  expect(resolve("Article 113(3)(a) AI Act")).toEqual([`${AI}:art_113.pt_a`]);
  expect(resolve("Art. 113 Abs. 9 KI-VO")).toEqual([`not-found ${AI} Article 113(9) (nearest art_113)`]);
  // An article with numbered paragraphs keeps them: its paragraph 12 does not exist.
  expect(resolve("Art. 17(12) DSM")).toEqual([`not-found ${DSM} Article 17(12) (nearest art_17)`]);
});

test('"the n-th paragraph" of an article with numbered paragraphs is its paragraph n; of one without, its n-th subparagraph', () => {
  expect(resolve("the seventh paragraph of Article 26 of the AI Act")).toEqual([`${AI}:art_26.par_7`]);
  expect(resolve("Article 17, fourth paragraph, DSM Directive")).toEqual([`${DSM}:art_17.par_4`]);
  expect(resolve("Article 113, third paragraph, point (a) AI Act")).toEqual([`${AI}:art_113.pt_a`]);
});
