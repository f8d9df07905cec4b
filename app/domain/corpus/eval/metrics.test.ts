import { expect, test } from "vitest";
import { firstHitRank, isHit, summarize } from "./metrics.ts";
import { evalQuestions, type EvalQuestion } from "./questions.ts";

const question: EvalQuestion = { id: "t", language: "EN", celex: "32024R1689", question: "?", gold: ["art_5", "art_3.pt_1"] };

test("a match hits when it is a gold provision or lies inside one, in the right act", () => {
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_5" })).toBe(true);
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_5.par_1.pt_f" })).toBe(true);
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_50" })).toBe(false);
  expect(isHit(question, { celex: "32024R1689", pinpoint: "art_3" })).toBe(false);
  expect(isHit(question, { celex: "32024L2853", pinpoint: "art_5" })).toBe(false);
  expect(firstHitRank(question, [{ celex: "32024R1689", pinpoint: "rct_1" }, { celex: "32024R1689", pinpoint: "art_3.pt_1" }])).toBe(2);
});

test("recall@1, recall@5 and MRR", () => {
  expect(summarize([1, 2, undefined, 6])).toEqual({ questions: 4, recallAt1: 0.25, recallAt5: 0.5, mrr: (1 + 0.5 + 1 / 6) / 4 });
});

test("the development set: at least 40 questions, some German, both acts, unique ids", () => {
  expect(evalQuestions.length).toBeGreaterThanOrEqual(40);
  expect(evalQuestions.filter((entry) => entry.language === "DE").length).toBeGreaterThanOrEqual(5);
  expect(new Set(evalQuestions.map((entry) => entry.celex))).toEqual(new Set(["32024R1689", "32024L2853"]));
  expect(new Set(evalQuestions.map((entry) => entry.id)).size).toBe(evalQuestions.length);
  for (const entry of evalQuestions) for (const gold of entry.gold) expect(gold).toMatch(/^(art|rct|anx)_[A-Za-z0-9]+(\.[a-z]+_[A-Za-z0-9]+)*$/);
});
