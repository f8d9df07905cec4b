import { expect, test } from "vitest";
import { conceptTerms, concepts, conceptsOf } from "./concept-map.ts";
import { expandQuery } from "../retrieval/query-expansion.ts";

test("everyday English words map to the statutory terms of the provision they name", () => {
  expect(conceptTerms("an AI that predicts whether someone will commit a crime", "EN").join(" ")).toMatch(
    /risk of a natural person committing a criminal offence|predict risk committing criminal offence/,
  );
  expect(conceptTerms("AI that writes news articles", "EN").join(" ")).toContain(
    "informing public matters public interest",
  );
  expect(conceptTerms("a teacher sharing excerpts in an online course", "EN").join(" ")).toContain(
    "digital cross-border teaching activities",
  );
  expect(conceptTerms("Can a museum digitise old photos?", "EN").join(" ")).toContain("cultural heritage institutions");
});

test("German everyday words map too: English terms for English texts, German terms for German texts", () => {
  expect(conceptTerms("Ist eine KI, die Bewerbungen sortiert, hochriskant?", "EN").join(" ")).toContain(
    "recruitment selection",
  );
  expect(conceptTerms("Darf mein Chef meine Gefühle auswerten?", "EN").join(" ")).toContain("emotion recognition");
  expect(conceptTerms("Gibt es eine Selbstbeteiligung bei Sachschäden?", "DE").join(" ")).toContain(
    "Selbstbeteiligung 500 ECU",
  );
  // A concept without German terms adds nothing to a search of German texts.
  expect(conceptTerms("Gefühle am Arbeitsplatz", "DE")).toEqual([]);
});

test("triggers are whole words or word prefixes, never substrings", () => {
  expect(conceptsOf("Is our carpet cleaner a car?").map((concept) => concept.source)).toContain(
    "AI Act Annex I Section B, Art. 60a",
  );
  expect(conceptsOf("scarcity of carbon")).toEqual([]);
  expect(conceptsOf("Bewerber und Bewerbungen").length).toBeGreaterThan(0);
});

test("the question's words keep their weight; the statutory words are added at a lower weight", () => {
  const expanded = expandQuery("Can we crawl websites to build a dataset?", "EN");
  expect(expanded.originalWeight).toBe(1);
  const part = expanded.extra.find((entry) => entry.text.includes("text and data mining"));
  expect(part?.weight).toBeLessThan(1);
});

test("every concept names its source provision and has English terms", () => {
  for (const concept of concepts()) {
    expect(concept.source).toMatch(/^(AI Act|DSM Directive|PLD|85\/374\/EEC)/);
    expect(concept.terms.EN.length).toBeGreaterThan(0);
    expect(concept.say.EN.length + concept.say.DE.length).toBeGreaterThan(0);
  }
});
