import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseActFile } from "../import/parse-act-file.ts";
import { goldActs } from "./blind-split.ts";
import { blindSet } from "./question-sets.ts";

const thirdQuestions = blindSet("third");

const dir = path.join(import.meta.dirname, "../../../../data/starter/eu-acts");
const pinpointsOf = (file: string, celex: string): Set<string> => {
  const act = parseActFile(fs.readFileSync(path.join(dir, file), "utf8"));
  expect(act.celex).toBe(celex);
  return new Set(act.provisions.map((p) => p.pinpoint));
};

const english: Record<string, Set<string>> = {
  AI: pinpointsOf("ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml", "32024R1689"),
  DSM: pinpointsOf("dsm_2019-790_EN.oj.xhtml", "32019L0790"),
  PLD: pinpointsOf("pld_2024-2853_EN.ansvar-seed.json", "32024L2853"),
  PLD85: pinpointsOf("pld_1985-374_EN.txt", "31985L0374"),
};
const german85 = pinpointsOf("pld_1985-374_DE.txt", "31985L0374");

const kinds = [
  "scope",
  "obligation",
  "deadline",
  "penalty",
  "definition",
  "everyday",
  "cross-act",
  "not-covered",
  "amended",
];
const personas = ["lawyer", "in-house", "compliance", "product", "founder", "student", "consumer"];

describe("third blind set", () => {
  it("has every gold pinpoint in its act (85/374/EEC German questions also in the German text)", () => {
    const missing: string[] = [];
    for (const question of thirdQuestions) {
      for (const gold of question.gold) {
        const [act, pinpoint] = gold.split(":");
        if (!act || !pinpoint || !english[act]?.has(pinpoint)) missing.push(`${question.id} ${gold}`);
        if (act === "PLD85" && question.language === "DE" && !german85.has(pinpoint ?? ""))
          missing.push(`${question.id} ${gold} (DE)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has unique ids starting with t-", () => {
    const ids = thirdQuestions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith("t-")).toBe(true);
  });

  it("covers every kind, persona and act", () => {
    expect(new Set(thirdQuestions.map((question) => question.kind))).toEqual(new Set(kinds));
    expect(new Set(thirdQuestions.map((question) => question.persona))).toEqual(new Set(personas));
    const acts = new Set(thirdQuestions.flatMap(goldActs));
    expect(acts).toEqual(new Set(Object.keys(english)));
  });

  it("has gold for every question except the not-covered ones", () => {
    for (const question of thirdQuestions) {
      if (question.kind === "not-covered") expect(question.gold, question.id).toEqual([]);
      else expect(question.gold.length, question.id).toBeGreaterThan(0);
    }
  });

  it("has at least 110 questions, 25-35 % of them German", () => {
    expect(thirdQuestions.length).toBeGreaterThanOrEqual(110);
    const german = thirdQuestions.filter((question) => question.language === "DE").length / thirdQuestions.length;
    expect(german).toBeGreaterThanOrEqual(0.25);
    expect(german).toBeLessThanOrEqual(0.35);
  });

  it("has cross-act questions whose gold spans two acts", () => {
    for (const question of thirdQuestions.filter((q) => q.kind === "cross-act")) {
      expect(goldActs(question).length, question.id).toBeGreaterThanOrEqual(2);
    }
  });
});
