import { expect, test } from "vitest";
import { expandGermanQuery, splitCompound, untranslatedGerman } from "./glossary-de-en.ts";
import { readWords } from "./corpus-data.server.ts";
import { analyze } from "./text-analysis.ts";

test("official German terms and everyday German words reach the English words of the acts", () => {
  expect(expandGermanQuery("Dürfen Lehrkräfte geschützte Werke im Unterricht nutzen?")).toMatch(/teaching/);
  expect(expandGermanQuery("Brauche ich eine Lizenz?")).toMatch(/licence/);
  expect(expandGermanQuery("Innerhalb welcher Frist?")).toMatch(/period/);
  expect(expandGermanQuery("Ein Anbieter aus einem Drittland")).toMatch(/provider.*third country/);
});

test("the glossary's own entries win over the vocabulary for a word both know", () => {
  // "verboten" is the glossary's ("prohibited"); a vocabulary entry of the same stem cannot replace it.
  expect(expandGermanQuery("verboten")).toBe("prohibited");
});

test("words neither knows stay untranslated (they count little against English texts)", () => {
  expect(untranslatedGerman("Lizenz Quatschwort")).toEqual(analyze("Quatschwort", "DE"));
});

test("a compound the glossary does not know as a whole reaches the English of its parts", () => {
  expect(expandGermanQuery("Gibt es den Entlastungsgrund des Entwicklungsrisikos?")).toMatch(/development.*risk/);
  expect(splitCompound("kreditwürdigkeitsprüfung")?.join(" ")).toMatch(/creditworthiness.*assessment/);
  // Joints (Kind·es·missbrauch) and a plural part (Verhandlung·en).
  expect(splitCompound("kindesmissbrauch")?.join(" ")).toMatch(/child.*abuse/);
  expect(splitCompound("lizenzverhandlungen")?.join(" ")).toMatch(/licence.*negotiation/);
  expect(untranslatedGerman("Kreditwürdigkeitsprüfung")).toEqual([]);
  // A part the glossary lacks leaves the whole word untranslated: no half guesses.
  expect(splitCompound("quatschprüfung")).toBeUndefined();
  expect(untranslatedGerman("Quatschprüfung")).toEqual(analyze("Quatschprüfung", "DE"));
});

test("every vocabulary entry is one German word with English words of the acts, none a stop word", () => {
  for (const [german, english] of Object.entries(readWords("vocabulary/de-en-vocabulary.json"))) {
    expect(analyze(german, "DE"), german).toHaveLength(1);
    expect(english.trim(), german).not.toBe("");
    expect(english.split(" ").length, german).toBeLessThanOrEqual(12);
  }
});

test("general words added after the development misses reach the acts' words (ADR 156)", () => {
  expect(expandGermanQuery("dass das System Ereignisse automatisch protokolliert")).toMatch(/events.*logs/);
  expect(expandGermanQuery("mit gezielten Tricks überreden")).toMatch(/deceptive techniques.*persuade/);
  // "Marktstart" is the placing on the market, not a start-up.
  expect(expandGermanQuery("vor dem Marktstart")).toMatch(/placing on the market/);
  expect(expandGermanQuery("vor dem Marktstart")).not.toMatch(/start-ups/);
});
