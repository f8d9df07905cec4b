import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseActFile } from "../import/parse-act-file.ts";
import { goldActs } from "./blind-split.ts";
import { blindSet, personas, promisedActs, questionKinds } from "./question-sets.ts";

const dir = path.join(import.meta.dirname, "../../../../data/starter/eu-acts");
const pinpointsOf = (...files: string[]): Set<string> =>
  new Set(
    files.flatMap((file) =>
      parseActFile(fs.readFileSync(path.join(dir, file), "utf8")).provisions.map((p) => p.pinpoint),
    ),
  );

// The AI Act's rules as consolidated, its recitals as published; the omnibus for its recitals.
const pinpoints: Record<string, Set<string>> = {
  AI: pinpointsOf("ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml", "ai-act_2024-1689_EN.cellar.xhtml"),
  DSM: pinpointsOf("dsm_2019-790_EN.oj.xhtml"),
  PLD: pinpointsOf("pld_2024-2853_EN.ansvar-seed.json"),
  PLD85: pinpointsOf("pld_1985-374_EN.txt", "pld_1985-374_DE.txt"),
  OMNIBUS: pinpointsOf("digital-omnibus-ai_2026-1744_EN.oj.xhtml"),
};

// The fourth to seventh sets: outsiders' questions, written apart from the code (corpus-data/eval/README.md).
describe.each(["fourth", "fifth", "sixth", "seventh"])("the %s blind set (outsiders' questions)", (name) => {
  const questions = blindSet(name);

  it("has every gold pinpoint in its act", () => {
    const missing = questions.flatMap((question) =>
      question.gold
        .filter((gold) => {
          const [act, pinpoint] = gold.split(":");
          return !pinpoints[act ?? ""]?.has(pinpoint ?? "");
        })
        .map((gold) => `${question.id} ${gold}`),
    );
    expect(missing).toEqual([]);
  });

  it("covers every kind, persona and promised act, about a third in German, with gold except where not covered", () => {
    expect(questions.length).toBeGreaterThanOrEqual(120);
    expect(new Set(questions.map((question) => question.kind))).toEqual(new Set(questionKinds));
    expect(new Set(questions.map((question) => question.persona))).toEqual(new Set(personas));
    const acts = new Set(questions.flatMap(goldActs));
    for (const act of promisedActs) expect(acts.has(act), act).toBe(true);
    const german = questions.filter((question) => question.language === "DE").length / questions.length;
    expect(german).toBeGreaterThanOrEqual(0.3);
    for (const question of questions)
      expect(question.gold.length === 0, question.id).toBe(question.kind === "not-covered");
  });
});
