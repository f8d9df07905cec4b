import { describe, expect, test } from "vitest";
import { asksWhenApplies, asksWhichRegimeApplies, isApplicationInTime } from "./application-in-time.ts";

describe("questions about when a rule applies", () => {
  test.each([
    "From what date does the ban on social scoring apply?",
    "When do the obligations for general-purpose AI models start to apply?",
    "By when did member states have to transpose the directive?",
    "Ab wann gelten die Pflichten für Betreiber?",
    "Ab welchem Datum gilt die Richtlinie?",
    "When does the directive enter into force?",
    "Wann tritt die Verordnung in Kraft?",
  ])("%s asks when", (query) => {
    expect(asksWhenApplies(query)).toBe(true);
  });

  test.each([
    "When is a product defective?",
    "What must a deployer of a high-risk AI system do?",
    "Wann ist ein Produkt fehlerhaft?",
    "Wann haftet der Hersteller?",
    "When does the AI Act apply to a company outside the EU?",
    "Wann gilt ein KI-System als hochriskant?",
  ])("%s does not", (query) => {
    expect(asksWhenApplies(query)).toBe(false);
  });

  test("the acts' final provisions on time are told by their own or their article's heading", () => {
    expect(
      isApplicationInTime({ kind: "article", heading: "Entry into force and application", contextHeading: null }),
    ).toBe(true);
    expect(
      isApplicationInTime({ kind: "point", heading: null, contextHeading: "Repeal and transitional provision" }),
    ).toBe(true);
    expect(isApplicationInTime({ kind: "article", heading: "Umsetzung", contextHeading: null })).toBe(true);
    expect(
      isApplicationInTime({
        kind: "article",
        heading: "Application of a conformity assessment body for notification",
        contextHeading: null,
      }),
    ).toBe(false);
    expect(isApplicationInTime({ kind: "recital", heading: null, contextHeading: "Entry into force" })).toBe(false);
  });
});

describe("questions which regime applies in time", () => {
  test.each([
    "A toaster placed on the market in 2019 caught fire last week. Which product liability rules govern the claim?",
    "I bought a toaster in 2024 and it catches fire in 2027. Which directive applies to my claim?",
    "Welche Richtlinie gilt für einen 2025 gekauften Staubsauger?",
  ])("%s asks which regime applies in time", (query) => {
    expect(asksWhichRegimeApplies(query)).toBe(true);
  });

  test.each([
    "Which rules apply to deployers of high-risk systems?",
    "Which rules apply under Regulation (EU) 2024/1689 to deployers?",
    "Welche Regeln gelten für Betreiber?",
    "Was geschah 2024 mit dem Urheberrecht?",
  ])("%s does not", (query) => {
    expect(asksWhichRegimeApplies(query)).toBe(false);
  });
});
