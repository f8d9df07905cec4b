import { describe, expect, test } from "vitest";
import { supportArticles } from "./search-legal-documents.server.ts";

const provisions = new Map([
  [1, { actId: 1, pinpoint: "art_5", kind: "article" }],
  [2, { actId: 1, pinpoint: "art_5.par_1", kind: "paragraph" }],
  [3, { actId: 1, pinpoint: "art_5.par_1.pt_f", kind: "point" }],
  [4, { actId: 1, pinpoint: "art_50.par_3", kind: "paragraph" }],
  [5, { actId: 1, pinpoint: "art_3.pt_39", kind: "definition" }],
  [6, { actId: 1, pinpoint: "art_3.pt_40", kind: "definition" }],
  [7, { actId: 2, pinpoint: "art_5.par_2", kind: "paragraph" }],
]);

describe("article-level support", () => {
  test("several parts of one article among the first hits pass a lone provision that scores a little higher", () => {
    const ranked = new Map([
      [4, 10],
      [3, 9.5],
      [2, 8],
      [1, 7],
    ]);
    supportArticles({ provisions }, ranked, 0.05);
    const order = [...ranked].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(order[0]).toBe(3);
    expect(ranked.get(4)).toBe(10);
    expect(ranked.get(3)).toBeCloseTo(9.5 * 1.1);
  });

  test("definitions of one article and the same article number in another act give no support", () => {
    const ranked = new Map([
      [5, 10],
      [6, 9],
      [7, 8],
      [3, 7],
    ]);
    supportArticles({ provisions }, ranked, 0.05);
    expect([...ranked]).toEqual([
      [5, 10],
      [6, 9],
      [7, 8],
      [3, 7],
    ]);
  });

  test("weight 0 changes nothing", () => {
    const ranked = new Map([
      [4, 10],
      [3, 9.5],
      [2, 8],
    ]);
    supportArticles({ provisions }, ranked, 0);
    expect(ranked.get(3)).toBe(9.5);
  });
});
