import { describe, expect, test } from "vitest";
import { asksForDefinition, expandQuery, withoutActNames } from "./query-expansion.ts";

describe("query expansion", () => {
  test.each([
    ["What is an AI system?", true],
    ["What counts as a provider?", true],
    ["Are we a deployer?", true],
    ["Was ist ein KI-System?", true],
    ["Wer ist Betreiber?", true],
    ["How high are the fines?", false],
    ["Which obligations do providers have?", false],
  ])("%s asks for a definition: %s", (query, expected) => {
    expect(asksForDefinition(query)).toBe(expected);
  });

  test("everyday words bring the statutory words at a lower weight", () => {
    const expanded = expandQuery("Do we have to tell users they talk to a chatbot?", "EN");
    expect(expanded.originalWeight).toBe(1);
    expect(expanded.extra).toEqual([{ text: "interact directly natural persons", weight: 0.7 }]);
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
    expect(expandQuery("Welche Pflichten haben Betreiber?", "DE")).toEqual({ query: "Welche Pflichten haben Betreiber?", originalWeight: 1, extra: [], core: "Welche Pflichten haben Betreiber?" });
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
