import { describe, expect, test } from "vitest";
import { readWords } from "../vocabulary/corpus-data.server.ts";
import {
  asksAboutTheActs,
  asksForDefinition,
  everydayTerms,
  expandQuery,
  withoutActNames,
  withoutOtherActDesignations,
} from "./query-expansion.ts";
import { defaultRanking } from "./ranking-settings.ts";

const { everydayWeight } = defaultRanking;

const everydayEnglish = readWords("vocabulary/everyday-english.json");

describe("query expansion", () => {
  test.each([
    ["What is an AI system?", true],
    ["What counts as a provider?", true],
    ["Are we a deployer?", true],
    ["Was ist ein KI-System?", true],
    ["Wer ist Betreiber?", true],
    ["Is a standalone app treated as a product?", true],
    ["Does a spreadsheet count as an AI system?", true],
    ["What does 'text and data mining' mean in the directive?", true],
    ["Gilt Software nach der neuen Richtlinie als Produkt?", true],
    ["Was versteht die KI-Verordnung unter einem KI-Modell?", true],
    ["Is a cloud service a 'product' under the directive?", true],
    ["Ist eine Einparkhilfe eine „Sicherheitskomponente“?", true],
    ["Does the provider's 'post-market monitoring' have to cover updates?", false],
    ["How high are the fines?", false],
    ["Which obligations does an importer have before placing a system on the market?", false],
    ["Wann gilt die Verordnung?", false],
    ["Which obligations do providers have?", false],
    // ADR 156: who must answer for a harm, and what must be done, are not asked of a definition;
    // whether a thing falls under a defined class is.
    ["Who is liable to injured consumers?", false],
    ["Wer ist verantwortlich, wenn das Produkt fehlerhaft ist?", false],
    ["Müssen wir das System registrieren und was ist zu dokumentieren?", false],
    ["Who is an importer?", true],
    ["Is a non-profit encyclopaedia caught by the rules for content-sharing platforms?", true],
    ["Fallen Online-Enzyklopädien ohne Gewinnerzielungsabsicht darunter?", true],
  ])("%s asks for a definition: %s", (query, expected) => {
    expect(asksForDefinition(query)).toBe(expected);
  });

  test("everyday words bring the statutory words at a lower weight", () => {
    const expanded = expandQuery("Do we have to tell users they talk to a chatbot?", "EN");
    expect(expanded.originalWeight).toBe(1);
    expect(expanded.extra).toContainEqual({ text: "interact directly natural persons", weight: 0.7 });
    expect(expandQuery("How long can I sue?", "EN").extra[0]!.text).toBe("claim compensation period years");
  });

  test("a German question against English texts gets the English legal terms; its own words count less", () => {
    const expanded = expandQuery("Welche Pflichten haben Betreiber von Hochrisiko-KI?", "EN");
    expect(expanded.originalWeight).toBe(0.3);
    expect(expanded.extra[0]!.weight).toBe(1);
    expect(expanded.extra[0]!.text).toMatch(/obligation/);
    expect(expanded.extra[0]!.text).toMatch(/deployer/);
    // The question's own words in the language searched are its translation.
    expect(expanded.core).toBe(expanded.extra[0]!.text);
  });

  test("against German texts the German question stays as it is", () => {
    expect(expandQuery("Welche Pflichten haben Betreiber?", "DE")).toEqual({
      query: "Welche Pflichten haben Betreiber?",
      originalWeight: 1,
      extra: [],
      core: "Welche Pflichten haben Betreiber?",
    });
  });

  test.each([
    ["What is a provider under the AI Act?", "What is a provider under AI?"],
    ["Does the EU AI-Act apply to research?", "Does AI apply to research?"],
    ["Is an act or omission an infringement?", "Is an act or omission an infringement?"],
    ["Ab wann gilt die KI-Verordnung?", "Ab wann gilt die KI-Verordnung?"],
  ])("the AI Act's name ranks as its topic word: %j → %j", (query, expected) => {
    expect(withoutActNames(query)).toBe(expected);
  });
});

describe("everyday English → the acts' words (everyday-english.ts)", () => {
  test("a phrase matches its words in sequence, in any inflection", () => {
    expect(everydayTerms("Do we need an EU representative?")).toContain(everydayEnglish["eu representative"]);
    expect(everydayTerms("Is a foundation model covered?")).toContain(everydayEnglish["foundation model"]);
    expect(everydayTerms("Are foundation models covered?")).toContain(everydayEnglish["foundation model"]);
  });

  test("the same words apart or in another order do not match a phrase", () => {
    expect(everydayTerms("a model that lays the foundation")).not.toContain(everydayEnglish["foundation model"]);
    expect(everydayTerms("scraping is not web work")).not.toContain(everydayEnglish["web scraping"]);
  });

  test("the statutory words join the query below the question's own words, and not at all with weight 0", () => {
    const statutory = everydayEnglish["eu representative"]!;
    const { extra } = expandQuery("Do we need an EU representative?", "EN");
    expect(extra).toContainEqual({ text: expect.stringContaining(statutory), weight: everydayWeight });
    expect(everydayWeight).toBeLessThan(1);
    const off = expandQuery("Do we need an EU representative?", "EN", { everydayWeight: 0 });
    expect(off.extra.map((part) => part.text).join(" | ")).not.toContain(statutory);
  });
});

describe("everyday words whose stems miss the acts' words (ADR 156)", () => {
  test("explain reaches explanation, a testing environment the regulatory sandbox, licence terms a contractual provision", () => {
    expect(everydayTerms("Can I make them explain the decision?")).toContain("explanation");
    expect(everydayTerms("Is there a testing environment for start-ups?")).toContain("regulatory sandbox");
    expect(everydayTerms("The vendor's licence terms forbid mining")).toContain("contractual provision");
  });
});

describe("the acts' designations route but are no ranking words (ADR 156)", () => {
  test("the designations of the directives go; the AI Act's name is left to withoutActNames", () => {
    const words = (query: string) => withoutOtherActDesignations(query).replace(/\s+/g, " ").trim();
    expect(words("When can a distributor be held liable under the new PLD?")).toBe(
      "When can a distributor be held liable under the ?",
    );
    expect(words("Gilt der Importeur nach der Produkthaftungsrichtlinie von 1985 als Hersteller?")).not.toMatch(
      /Produkthaftungsrichtlinie/,
    );
    expect(words("Does the AI Act cover chatbots?")).toBe("Does the AI Act cover chatbots?");
  });

  test("a question about the acts themselves keeps them", () => {
    expect(asksAboutTheActs("Which product liability directive applies to my claim?")).toBe(true);
    expect(asksAboutTheActs("Is the old or the new directive the one that governs?")).toBe(true);
    expect(asksAboutTheActs("Bis wann muss Deutschland die Richtlinie umsetzen?")).toBe(true);
    expect(asksAboutTheActs("When can a distributor be held liable under the new PLD?")).toBe(false);
  });
});
