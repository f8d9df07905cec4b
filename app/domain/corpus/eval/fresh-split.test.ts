import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parseActFile } from "../import/parse-act-file.ts";
import { goldActs, halfOf, halves, parseGold } from "./blind-split.ts";
import { actCelex, blindSet, promisedActs } from "./question-sets.ts";

const freshQuestions = blindSet("fresh");
const { development: freshDevelopment, heldOut: freshHeldOut } = halves(freshQuestions);

const actsDir = path.join(import.meta.dirname, "../../../../data/starter/eu-acts");
/** The parsed acts as installed on the day the questions are asked (AI Act as amended by 2026/1744). */
const actFiles = [
  "ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml",
  "dsm_2019-790_EN.oj.xhtml",
  "pld_2024-2853_EN.ansvar-seed.json",
  "pld_1985-374_EN.txt",
  "pld_1985-374_DE.txt",
];

test("the fresh set: at least 100 questions, about 30 % German, every act and kind, unique ids, about 8 not covered", () => {
  expect(freshQuestions.length).toBeGreaterThanOrEqual(100);
  const german = freshQuestions.filter((question) => question.language === "DE").length;
  expect(german / freshQuestions.length).toBeGreaterThanOrEqual(0.25);
  expect(german / freshQuestions.length).toBeLessThanOrEqual(0.35);
  expect(new Set(freshQuestions.flatMap(goldActs))).toEqual(new Set(promisedActs));
  expect(new Set(freshQuestions.map((question) => question.kind))).toEqual(
    new Set([
      "scope",
      "obligation",
      "deadline",
      "penalty",
      "definition",
      "everyday",
      "cross-act",
      "not-covered",
      "amended",
    ]),
  );
  expect(new Set(freshQuestions.map((question) => question.id)).size).toBe(freshQuestions.length);
  expect(freshQuestions.every((question) => question.id.startsWith("f-"))).toBe(true);
  const uncovered = freshQuestions.filter((question) => question.kind === "not-covered");
  expect(uncovered.every((question) => question.gold.length === 0)).toBe(true);
  expect(
    freshQuestions.filter((question) => question.kind !== "not-covered").every((question) => question.gold.length > 0),
  ).toBe(true);
  expect(uncovered.length).toBeGreaterThanOrEqual(7);
});

test("every gold pinpoint of the fresh set exists in the parsed act (German 85/374/EEC questions in the German text)", () => {
  const pinpoints = new Map<string, Set<string>>();
  for (const file of actFiles) {
    const act = parseActFile(fs.readFileSync(path.join(actsDir, file), "utf8"));
    pinpoints.set(`${act.celex} ${act.language}`, new Set(act.provisions.map((provision) => provision.pinpoint)));
  }
  const missing: string[] = [];
  for (const question of freshQuestions) {
    for (const gold of question.gold) {
      const { celex, pinpoint } = parseGold(gold);
      const languages = celex === actCelex.PLD85 ? ["EN", question.language] : ["EN"];
      for (const language of new Set(languages)) {
        if (!pinpoints.get(`${celex} ${language}`)?.has(pinpoint)) missing.push(`${question.id} ${gold} (${language})`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test("every AI Act question keeps at least one gold provision that the consolidated EUR-Lex HTML also has", () => {
  const html = parseActFile(
    fs.readFileSync(path.join(actsDir, "ai-act_2024-1689_EN.consolidated-2026-07-27.html"), "utf8"),
  );
  const pinpoints = new Set(html.provisions.map((provision) => provision.pinpoint));
  const unanswerable = freshQuestions
    .filter((question) => question.gold.some((gold) => gold.startsWith("AI:")))
    .filter(
      (question) => !question.gold.some((gold) => gold.startsWith("AI:") && pinpoints.has(parseGold(gold).pinpoint)),
    )
    .map((question) => question.id);
  expect(unanswerable).toEqual([]);
});

test("the fresh split is deterministic, covers every question once and keeps German and not-covered questions in both halves", () => {
  expect(freshDevelopment.length + freshHeldOut.length).toBe(freshQuestions.length);
  expect(freshDevelopment.some((question) => freshHeldOut.includes(question))).toBe(false);
  expect(freshDevelopment.every((question) => halfOf(question) === "development")).toBe(true);
  expect(Math.min(freshDevelopment.length, freshHeldOut.length)).toBeGreaterThanOrEqual(35);
  for (const half of [freshDevelopment, freshHeldOut]) {
    expect(half.filter((question) => question.language === "DE").length).toBeGreaterThanOrEqual(8);
    expect(half.filter((question) => question.kind === "not-covered").length).toBeGreaterThanOrEqual(2);
  }
});
