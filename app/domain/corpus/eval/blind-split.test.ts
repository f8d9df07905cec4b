import { expect, test } from "vitest";
import { goldActs, halfOf, halves, parseGold } from "./blind-split.ts";
import { blindSet, promisedActs } from "./question-sets.ts";

const blindQuestions = blindSet("blind");
const { development: blindDevelopment, heldOut: blindHeldOut } = halves(blindQuestions);

test("the blind set: at least 120 questions, 30 German, every act, unique ids, valid pinpoints", () => {
  expect(blindQuestions.length).toBeGreaterThanOrEqual(120);
  expect(blindQuestions.filter((question) => question.language === "DE").length).toBeGreaterThanOrEqual(30);
  expect(new Set(blindQuestions.flatMap(goldActs))).toEqual(new Set(promisedActs));
  expect(new Set(blindQuestions.map((question) => question.id)).size).toBe(blindQuestions.length);
  for (const question of blindQuestions) {
    for (const gold of question.gold)
      expect(gold).toMatch(/^(AI|DSM|PLD|PLD85):(art|rct|anx)_[A-Za-z0-9]+(\.[a-z]+_[A-Za-z0-9]+)*$/);
  }
  expect(
    blindQuestions
      .filter((question) => question.kind === "not-covered")
      .every((question) => question.gold.length === 0),
  ).toBe(true);
  expect(blindQuestions.filter((question) => question.kind === "not-covered").length).toBeGreaterThanOrEqual(6);
});

test("the split is deterministic, covers every question once and keeps both halves large", () => {
  expect(blindDevelopment.length + blindHeldOut.length).toBe(blindQuestions.length);
  expect(blindDevelopment.some((question) => blindHeldOut.includes(question))).toBe(false);
  expect(Math.min(blindDevelopment.length, blindHeldOut.length)).toBeGreaterThanOrEqual(50);
  expect(halfOf({ id: "b-ai-01" })).toBe(halfOf({ id: "b-ai-01" }));
  for (const half of [blindDevelopment, blindHeldOut])
    expect(half.filter((question) => question.language === "DE").length).toBeGreaterThanOrEqual(12);
});

test("gold strings name the act's CELEX number", () => {
  expect(parseGold("PLD85:art_9.pt_b")).toEqual({ celex: "31985L0374", pinpoint: "art_9.pt_b" });
  expect(parseGold("AI:art_5.par_1.pt_ba")).toEqual({ celex: "32024R1689", pinpoint: "art_5.par_1.pt_ba" });
});
