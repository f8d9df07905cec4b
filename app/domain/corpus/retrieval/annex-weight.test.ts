import { describe, expect, test } from "vitest";
import { asksAboutAnnex, weighAnnexes } from "./pipeline/article-evidence.ts";

const provisions = new Map([
  [1, { pinpoint: "anx_III.pt_5" }],
  [2, { pinpoint: "art_27.par_1" }],
  [3, { pinpoint: "anx_I.sec_A.pt_6" }],
  [4, { pinpoint: "anx_XI.sec_1.pt_2" }],
]);
const order = (ranked: Map<number, number>) => [...ranked].sort((a, b) => b[1] - a[1]).map(([id]) => id);

describe("annexes after the articles (ADR 156)", () => {
  test("an Annex III use case that scores a little higher goes below the article stating the duty", () => {
    const ranked = new Map([
      [1, 10],
      [2, 9],
    ]);
    weighAnnexes({ provisions }, ranked, "Do we have to assess the impact on fundamental rights?", 0.85);
    expect(order(ranked)).toEqual([2, 1]);
  });

  test("Annex I, the list of Union legislation, keeps its score; other annexes do not", () => {
    const ranked = new Map([
      [3, 10],
      [4, 10],
      [2, 9],
    ]);
    weighAnnexes({ provisions }, ranked, "Which legislation makes the product high-risk?", 0.85);
    expect(ranked.get(3)).toBe(10);
    expect(ranked.get(4)).toBeCloseTo(8.5);
  });

  test("a question that speaks of an annex keeps the annex's score", () => {
    const ranked = new Map([
      [1, 10],
      [2, 9],
    ]);
    weighAnnexes({ provisions }, ranked, "Welche Anwendungsfälle nennt Anhang III?", 0.85);
    expect(order(ranked)).toEqual([1, 2]);
    expect(asksAboutAnnex("Is our system listed in the annexes?")).toBe(true);
    expect(asksAboutAnnex("Müssen wir die Anforderungen des Anhangs erfüllen?")).toBe(true);
    expect(asksAboutAnnex("Annexation of territory")).toBe(false);
  });
});
