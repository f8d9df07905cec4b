import { describe, expect, test } from "vitest";
import { getTranslate } from "#app/i18n/translate.ts";
import { findingSubjectText } from "./finding-subject-text.ts";

describe("findingSubjectText: what a finding is about, in words", () => {
  test("the Art. 2(4) exclusion and the Art. 111(1) transition are named in English and German", () => {
    expect(findingSubjectText("third_country_law_enforcement_cooperation", getTranslate("en"))).toMatch(
      /^We are a third-country public authority/,
    );
    expect(findingSubjectText("large_scale_it_system", getTranslate("en"))).toContain("31 December 2030 (Art. 111(1))");
    expect(findingSubjectText("large_scale_it_system", getTranslate("de"))).toContain(
      "31. Dezember 2030 (Art. 111 Abs. 1)",
    );
  });

  test("an unknown subject has no words", () => {
    expect(findingSubjectText("something_else", getTranslate("en"))).toBeUndefined();
  });
});
