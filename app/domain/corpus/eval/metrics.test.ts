import { expect, test } from "vitest";
import { firstHitRank, isHit, ndcgAt10, summarize } from "./metrics.ts";
import { oldQuestions, type EvalQuestion } from "./question-sets.ts";

const question: EvalQuestion = {
  id: "t",
  language: "EN",
  celex: "32024R1689",
  question: "?",
  gold: ["art_5", "art_3.pt_1"],
};

test("a match hits when it is a gold provision or lies inside one, in the right act", () => {
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_5" })).toBe(true);
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_5.par_1.pt_f" })).toBe(true);
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_50" })).toBe(false);
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_3" })).toBe(false);
  expect(isHit(question, { celex: "32024L2853", pinpoint: "art_5" })).toBe(false);
  expect(
    firstHitRank(question, [
      { celex: "32024R1689", pinpoint: "rct_1" },
      { celex: "32024R1689", pinpoint: "art_3.pt_1" },
    ]),
  ).toBe(2);
});

test("gold provisions of several acts: the first match in any of them counts", () => {
  const golds = [
    { celex: "32019L0790", pinpoint: "art_4.par_3" },
    { celex: "32024R1689", pinpoint: "art_53.par_1.pt_c" },
  ];
  expect(
    firstHitRank(golds, [
      { celex: "32019L0790", pinpoint: "art_4" },
      { celex: "32024R1689", pinpoint: "art_53.par_1.pt_c" },
    ]),
  ).toBe(2);
  expect(firstHitRank(golds, [{ celex: "32019L0790", pinpoint: "art_4.par_1" }])).toBeUndefined();
});

test("nDCG@10: one gain per gold provision, ideal = every gold first", () => {
  const golds = [
    { celex: "A", pinpoint: "art_1" },
    { celex: "A", pinpoint: "art_2" },
  ];
  expect(
    ndcgAt10(golds, [
      { celex: "A", pinpoint: "art_1.par_1" },
      { celex: "A", pinpoint: "art_2" },
    ]),
  ).toBeCloseTo(1);
  // Two hits of the same gold provision count once.
  const repeated = ndcgAt10(golds, [
    { celex: "A", pinpoint: "art_1.par_1" },
    { celex: "A", pinpoint: "art_1.par_2" },
  ]);
  expect(repeated).toBeCloseTo(1 / (1 + 1 / Math.log2(3)));
  expect(ndcgAt10(golds, [{ celex: "B", pinpoint: "art_1" }])).toBe(0);
  expect(ndcgAt10([], [{ celex: "A", pinpoint: "art_1" }])).toBe(0);
});

test("recall@1/@5/@10, MRR and nDCG@10", () => {
  expect(summarize([1, 2, undefined, 6])).toEqual({
    questions: 4,
    recallAt1: 0.25,
    recallAt5: 0.5,
    recallAt10: 0.75,
    mrr: (1 + 0.5 + 1 / 6) / 4,
    ndcgAt10: 0,
  });
  expect(
    summarize([
      { rank: 1, ndcg: 1 },
      { rank: undefined, ndcg: 0 },
    ]).ndcgAt10,
  ).toBe(0.5);
});

test("the old development set: at least 40 questions, some German, both acts, unique ids", () => {
  const evalQuestions = oldQuestions();
  expect(evalQuestions.length).toBeGreaterThanOrEqual(40);
  expect(evalQuestions.filter((entry) => entry.language === "DE").length).toBeGreaterThanOrEqual(5);
  expect(new Set(evalQuestions.map((entry) => entry.celex))).toEqual(new Set(["32024R1689", "32024L2853"]));
  expect(new Set(evalQuestions.map((entry) => entry.id)).size).toBe(evalQuestions.length);
  for (const entry of evalQuestions)
    for (const gold of entry.gold) expect(gold).toMatch(/^(art|rct|anx)_[A-Za-z0-9]+(\.[a-z]+_[A-Za-z0-9]+)*$/);
});
