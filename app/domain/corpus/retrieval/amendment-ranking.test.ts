import { describe, expect, test } from "vitest";
import type { Corpus, InstalledAct, StoredProvision } from "./corpus-cache.server.ts";
import { diversify, selectTop } from "./pipeline/diversify.server.ts";
import { asksAboutChange, isInsertedProvision } from "./inserted-provision.ts";
import { defaultRanking } from "./ranking-settings.ts";
import { derogatedProvision } from "./modifier.ts";
import { asksWho, firstParagraphBeforeLater } from "./first-paragraph.ts";

// Small in-memory corpora: the diversity step sees only the ranked rows, their pinpoints, kinds and texts.
const installed = (id: number, celex: string): InstalledAct => ({
  id,
  celex,
  language: "EN",
  title: "",
  shortName: celex,
  importedAt: new Date(0),
  version: "",
  versionLabel: null,
  validFrom: null,
  validTo: null,
  note: null,
});
type Row = [actId: number, pinpoint: string, text: string, amended?: boolean];
const corpusOf = (acts: InstalledAct[], rows: Row[]): Corpus => {
  const provisions: StoredProvision[] = rows.map(([actId, pinpoint, text, amended = false], index) => ({
    id: index + 1,
    actId,
    pinpoint,
    kind: pinpoint.startsWith("rct_")
      ? "recital"
      : !pinpoint.includes(".")
        ? "article"
        : pinpoint.split(".").at(-1)!.startsWith("par_")
          ? "paragraph"
          : "point",
    label: pinpoint,
    heading: null,
    text,
    parentPinpoint: pinpoint.includes(".") ? pinpoint.split(".").slice(0, -1).join(".") : null,
    url: "",
    embedding: null,
    embeddingModel: null,
    amended,
  }));
  return {
    fingerprint: "",
    acts,
    provisions: new Map(provisions.map((row) => [row.id, row])),
    byPinpoint: new Map(provisions.map((row) => [`${row.actId}:${row.pinpoint}`, row])),
    indexes: new Map(),
  };
};
const pinpoints = (
  corpus: Corpus,
  ranked: [number, number][],
  topK: number,
  options: Parameters<typeof diversify>[3],
) => diversify(corpus, ranked, topK, options).map((match) => `${match.celex}:${match.pinpoint}`);

describe("provisions an amending act inserted", () => {
  test("an amended paragraph or point with a letter suffix, or a doubled letter, and the points inside it", () => {
    for (const pinpoint of ["art_99.par_6a", "art_5.par_1a", "art_3.pt_14b", "art_5.par_1.pt_ba", "art_5.par_1a.pt_b"])
      expect(isInsertedProvision({ pinpoint, amended: true }), pinpoint).toBe(true);
    // Original numbering, roman-numbered points, a whole inserted article (its own article for the cap), an unamended text.
    for (const pinpoint of ["art_99.par_6", "art_5.par_1.pt_b", "art_6.par_1.pt_ii", "art_60a"])
      expect(isInsertedProvision({ pinpoint, amended: true }), pinpoint).toBe(false);
    expect(isInsertedProvision({ pinpoint: "art_99.par_6a", amended: false })).toBe(false);
  });

  const ai = installed(1, "32024R1689");
  const fines = corpusOf(
    [ai],
    [
      [1, "art_99.par_6", "6. In the case of SMEs, each fine shall be up to the lower of the amounts."],
      [1, "art_99.par_1", "1. Member States shall lay down the rules on penalties.", true],
      [1, "art_99.par_6a", "6a. In the case of SMCs, each fine shall be up to the lower of the amounts.", true],
      [1, "art_62.par_2", "2. The specific interests of SME providers shall be taken into account."],
      [1, "art_70.par_8", "8. National competent authorities may provide guidance to SMEs.", true],
      [1, "art_5.par_1.pt_bb", "(bb) AI systems generating child sexual abuse material.", true],
      [1, "art_5.par_1a.pt_b", "(b) the use of an AI system that generates the material.", true],
      [1, "art_5.par_1.pt_ba", "(ba) AI systems generating intimate images without consent.", true],
      [1, "art_113.pt_a", "(a) Chapters I and II shall apply from 2 February 2025.", true],
    ],
  );

  test("an inserted paragraph that matches well is not capped away by its article's older paragraphs", () => {
    const ranked: [number, number][] = [
      [1, 52],
      [2, 41],
      [3, 40.6],
      [4, 28],
      [5, 27],
    ];
    expect(pinpoints(fines, ranked, 4, { insertedShare: 0.75 })).toEqual([
      "32024R1689:art_99.par_6",
      "32024R1689:art_99.par_1",
      "32024R1689:art_99.par_6a",
      "32024R1689:art_62.par_2",
    ]);
    // Off, or with much less evidence than the article's best: the cap defers it as before.
    expect(pinpoints(fines, ranked, 4, {})).not.toContain("32024R1689:art_99.par_6a");
    expect(pinpoints(fines, ranked, 4, { insertedShare: 0.9 })).not.toContain("32024R1689:art_99.par_6a");
  });

  test("only once per article, and not when inserted provisions already hold the article's places", () => {
    const ranked: [number, number][] = [
      [6, 71],
      [7, 60.7],
      [8, 60.6],
      [9, 46],
    ];
    expect(pinpoints(fines, ranked, 3, { insertedShare: 0.75 })).toEqual([
      "32024R1689:art_5.par_1.pt_bb",
      "32024R1689:art_5.par_1a.pt_b",
      "32024R1689:art_113.pt_a",
    ]);
  });
});

describe("a derogation brings the rule it departs from", () => {
  test("the provision of the same act named after 'by way of derogation from' or 'abweichend von'", () => {
    expect(
      derogatedProvision("2. Member States may, by way of derogation from Article 11(1), point (e), maintain"),
    ).toBe("art_11.par_1.pt_e");
    expect(derogatedProvision("by way of derogation from Article 7 (e), maintain or provide")).toBe("art_7.pt_e");
    expect(derogatedProvision("Abweichend von Artikel 7 Buchstabe e kann jeder Mitgliedstaat")).toBe("art_7.pt_e");
    // A paragraph of its own article, another act, or no derogation at all: nothing here.
    expect(derogatedProvision("By way of derogation from paragraph 1, Member States may")).toBeUndefined();
    expect(
      derogatedProvision("Notwithstanding Article 5 of Directive 2001/29/EC, Member States shall"),
    ).toBeUndefined();
    expect(derogatedProvision("Article 11(1) applies without prejudice to national law.")).toBeUndefined();
  });

  const pld = installed(1, "32024L2853");
  const defences = corpusOf(
    [pld],
    [
      [
        1,
        "art_18.par_2",
        "2. Member States may, by way of derogation from Article 11(1), point (e), maintain measures.",
      ],
      [1, "art_18.par_5", "5. The Commission may, within six months, publish a non-binding opinion."],
      [1, "art_15", "Member States shall ensure that the liability may not be limited or excluded."],
      [
        1,
        "art_11.par_1.pt_e",
        "(e) that the objective state of scientific and technical knowledge did not enable the defect to be discovered.",
      ],
    ],
  );

  test("Article 18(2) brings Article 11(1)(e), not a later paragraph of its own article", () => {
    const ranked: [number, number][] = [
      [1, 32],
      [2, 19],
      [3, 18],
      [4, 17],
    ];
    expect(pinpoints(defences, ranked, 3, { ruleFirst: 1, derogations: true })).toEqual([
      "32024L2853:art_18.par_2",
      "32024L2853:art_11.par_1.pt_e",
      "32024L2853:art_18.par_5",
    ]);
    expect(pinpoints(defences, ranked, 3, { ruleFirst: 1 })).toEqual([
      "32024L2853:art_18.par_2",
      "32024L2853:art_18.par_5",
      "32024L2853:art_15",
    ]);
  });
});

describe("an amending act's recitals", () => {
  const ai = installed(1, "32024R1689");
  const omnibus = installed(2, "32026R1744");
  const corpus = corpusOf(
    [ai, omnibus],
    [
      [2, "rct_6", "Small mid-cap enterprises should also benefit from the lower fines."],
      [1, "art_99.par_6a", "6a. In the case of SMCs, each fine shall be up to the lower of the amounts.", true],
      [1, "art_3.pt_14b", "'small mid-cap enterprise' means an enterprise as defined.", true],
      [1, "art_62.par_2", "2. The specific interests of SME providers shall be taken into account."],
      [1, "art_70.par_8", "8. National competent authorities may provide guidance to SMEs.", true],
    ],
  );
  const ranked: [number, number][] = [
    [1, 40],
    [2, 35],
    [3, 30],
    [4, 25],
    [5, 20],
  ];

  test("follow the first rule of the act they amend instead of every rule", () => {
    expect(pinpoints(corpus, ranked, 5, { amendingRecitals: true })).toEqual([
      "32024R1689:art_99.par_6a",
      "32026R1744:rct_6",
      "32024R1689:art_3.pt_14b",
      "32024R1689:art_62.par_2",
      "32024R1689:art_70.par_8",
    ]);
    expect(pinpoints(corpus, ranked, 5, {})).toEqual([
      "32024R1689:art_99.par_6a",
      "32024R1689:art_3.pt_14b",
      "32024R1689:art_62.par_2",
      "32024R1689:art_70.par_8",
      "32026R1744:rct_6",
    ]);
  });
});

describe("paragraph 1 before a later paragraph it nearly ties", () => {
  const entry = (id: number, pinpoint: string, score: number) => ({ row: { id, actId: 1, pinpoint }, score });
  const order = (rows: ReturnType<typeof entry>[], tie: number, own?: (row: ReturnType<typeof entry>) => number) =>
    firstParagraphBeforeLater(rows, tie, own).map((row) => `${row.row.pinpoint} ${row.score}`);

  test("moves up to just before the later paragraph, at its score; not when it has clearly less", () => {
    const rows = [entry(1, "art_75.par_3", 38.4), entry(2, "art_88.par_1", 38.3), entry(3, "art_75.par_1", 38.05)];
    expect(order(rows, 0.95)).toEqual(["art_75.par_1 38.4", "art_75.par_3 38.4", "art_88.par_1 38.3"]);
    expect(order(rows, 0.995)).toEqual(["art_75.par_3 38.4", "art_88.par_1 38.3", "art_75.par_1 38.05"]);
    // A point of paragraph 1 stands for it; another article's paragraph 1 does not.
    expect(
      order([entry(1, "art_8.par_4", 45), entry(2, "art_9.par_1", 44), entry(3, "art_8.par_1.pt_a", 44)], 0.95),
    ).toEqual(["art_8.par_1.pt_a 45", "art_8.par_4 45", "art_9.par_1 44"]);
  });

  test("a later paragraph that stands for its whole article counts with its own score", () => {
    const rows = [entry(1, "art_75.par_3", 45.2), entry(2, "art_75.par_1", 38.05)];
    expect(order(rows, 0.95)).toEqual(["art_75.par_3 45.2", "art_75.par_1 38.05"]);
    expect(order(rows, 0.95, (row) => (row.row.id === 1 ? 38.4 : row.score))).toEqual([
      "art_75.par_1 45.2",
      "art_75.par_3 45.2",
    ]);
  });
});

test("a question that asks who: the word opens a sentence or clause", () => {
  for (const question of [
    "Who supervises an AI system built on a general-purpose model?",
    "Our robot vacuum injured a child. Who can the parents claim compensation from?",
    "Ist Fine-Tuning eine 'wesentliche Änderung'? Wer wird dann Anbieter?",
    "In Deutschland: welche Behörde ist zuständig?",
  ])
    expect(asksWho(question), question).toBe(true);
  for (const question of ["What do the AI rules say about rightholders who opted out?", "When does the ban apply?"])
    expect(asksWho(question), question).toBe(false);
});

describe("a question about what changed: inserted provisions count more", () => {
  test("now, still, new, no longer, after the Omnibus; inzwischen, jetzt, noch, neue", () => {
    for (const question of [
      "Is there now an EU-level regulatory sandbox?",
      "Gilt die günstigere Bußgeldobergrenze für KMU inzwischen auch für Small Mid-Caps?",
      "Fallen wir trotzdem unter das neue Verbot?",
      "Do we no longer have to ensure AI literacy after the Omnibus?",
    ])
      expect(asksAboutChange(question), question).toBe(true);
    expect(asksAboutChange("What is a deployer?")).toBe(false);
    expect(asksAboutChange("Who knows the notion of a provider?")).toBe(false);
  });

  const ai = installed(1, "32024R1689");
  const corpus = corpusOf(
    [ai],
    [
      [1, "art_50.par_4", "4. Deployers of a deep fake shall disclose that the content has been generated."],
      [1, "art_5.par_1a", "1a. The prohibition in point (ba) applies to systems that generate intimate images.", true],
    ],
  );
  const top = (question: string, insertedForChange: number) =>
    selectTop(
      corpus,
      new Map([
        [1, 30],
        [2, 27],
      ]),
      {
        question,
        topK: 2,
        named: undefined,
        acts: { citeIn: new Map() },
        fusedWithVectors: false,
        settings: { ...defaultRanking, insertedForChange },
      },
    ).rows.map((entry) => entry.row.pinpoint);

  test("the inserted paragraph before an older one it nearly ties, only when the question asks what changed", () => {
    expect(top("Fallen wir trotzdem unter das neue Verbot?", 1.2)).toEqual(["art_5.par_1a", "art_50.par_4"]);
    expect(top("Fallen wir unter das Verbot?", 1.2)).toEqual(["art_50.par_4", "art_5.par_1a"]);
    expect(top("Fallen wir trotzdem unter das neue Verbot?", 1)).toEqual(["art_50.par_4", "art_5.par_1a"]);
  });
});

describe("a question about what changed: the amending act's recitals give the reasons (ADR 156)", () => {
  const ai = installed(1, "32024R1689");
  const omnibus = installed(2, "32026R1744");
  const corpus = corpusOf(
    [ai, omnibus],
    [
      [1, "art_113.par_1", "This Regulation shall apply from 2 August 2026."],
      [1, "art_50.par_4", "Deployers of a deep fake shall disclose that the content has been generated."],
      [2, "rct_40", "The application of the high-risk rules should be postponed to give time for standards."],
    ],
  );
  const top = (question: string, amendingRecitalsForChange: number) =>
    selectTop(
      corpus,
      new Map([
        [1, 30],
        [2, 25],
        [3, 20],
      ]),
      {
        question,
        topK: 2,
        named: undefined,
        acts: { citeIn: new Map() },
        fusedWithVectors: false,
        settings: { ...defaultRanking, amendingRecitalsForChange },
      },
    ).rows.map((entry) => `${entry.row.actId}:${entry.row.pinpoint}`);

  test("the Omnibus recital follows the rule for a change question, not for another", () => {
    expect(top("Do the high-risk rules still apply from August 2026?", 1.5)).toEqual(["1:art_113.par_1", "2:rct_40"]);
    expect(top("When do the high-risk rules apply?", 1.5)).toEqual(["1:art_113.par_1", "1:art_50.par_4"]);
    expect(top("Do the high-risk rules still apply from August 2026?", 1)).toEqual([
      "1:art_113.par_1",
      "1:art_50.par_4",
    ]);
  });
});
