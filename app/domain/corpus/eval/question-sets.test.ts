import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { readCorpusData } from "../vocabulary/corpus-data.server.ts";
import { BlindSetSchema, blindSet, oldQuestions } from "./question-sets.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "corpus-data-eval-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const question = (id: string, gold: string[]) => ({
  id,
  language: "EN",
  persona: "founder",
  kind: "scope",
  question: "Does it apply to us?",
  gold,
});

test("every set in corpus-data/eval is read and fits its schema", () => {
  expect(oldQuestions()).toHaveLength(85);
  expect([blindSet("blind").length, blindSet("fresh").length, blindSet("third").length]).toEqual([144, 169, 121]);
  // Read once: the same array on every call.
  expect(blindSet("third")).toBe(blindSet("third"));
});

test("a new set that does not fit is refused with its file and the questions at fault", () => {
  fs.mkdirSync(path.join(dir, "eval"));
  fs.writeFileSync(
    path.join(dir, "eval/fourth.json"),
    JSON.stringify({ about: "test", questions: [question("x-01", ["GDPR:art_15"]), question("x-01", ["AI:art_5"])] }),
  );
  const error = (() => {
    try {
      readCorpusData("eval/fourth.json", BlindSetSchema, dir);
    } catch (caught) {
      return (caught as Error).message;
    }
  })();
  expect(error).toContain("corpus-data/eval/fourth.json does not fit its schema");
  expect(error).toMatch(/a gold provision such as AI:art_5\.par_1\.pt_f[\s\S]*→ at questions\[0\]\.gold\[0\]/);
  expect(error).toMatch(/the id x-01 is used twice[\s\S]*→ at questions\[1\]\.id/);
});

test("a set's name is a file name, nothing else", () => {
  expect(() => blindSet("../vocabulary/everyday-english")).toThrow(/file name in corpus-data\/eval/);
});
