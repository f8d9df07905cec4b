import { describe, expect, test } from "vitest";
import { deriveAiActProfile } from "./derive-ai-act-profile.ts";

// Art. 5(1)(f) AI Act prohibits "the use of AI systems to infer emotions of a natural person in the areas of
// workplace and education institutions": the engine reads that practice also where the question describes
// it in its own words, in English and German (ADR 158).
describe("emotion recognition at the workplace or in education", () => {
  test.each([
    "Is emotion recognition of employees at the workplace allowed under the AI Act?",
    "Darf ein Arbeitgeber eine KI zur Emotionserkennung am Arbeitsplatz einsetzen?",
    "Frage aus dem Betriebsrat: Darf der Arbeitgeber eine Software einsetzen, die in Videocalls per KI die Stimmung und Emotionen der Beschäftigten auswertet?",
    "Our school wants an AI tool that analyses the students' mood during exams.",
  ])("is read as the prohibited practice: %s", (question) => {
    expect(deriveAiActProfile(question).profile.practices).toContain("emotion_recognition_workplace_education");
  });

  test.each([
    "Our chatbot answers employees' questions about their holidays.",
    "Wir werten die Arbeitszeiten der Beschäftigten mit einer KI aus.",
  ])("is not read where no emotion is inferred: %s", (question) => {
    expect(deriveAiActProfile(question).profile.practices).not.toContain("emotion_recognition_workplace_education");
  });
});

// Art. 5(1)(c) (social scoring) and 5(1)(e) (untargeted scraping of facial images), described in German.
describe("other prohibited practices described in German", () => {
  test("social scoring by social behaviour", () => {
    expect(
      deriveAiActProfile("Darf eine Behörde Bürger mit einer KI anhand ihres Sozialverhaltens bewerten?").profile
        .practices,
    ).toContain("social_scoring");
    expect(
      deriveAiActProfile("Wir bewerten Lieferanten mit einer KI nach ihrer Termintreue.").profile.practices,
    ).not.toContain("social_scoring");
  });

  test("scraping facial images from the internet", () => {
    expect(
      deriveAiActProfile(
        "Darf unsere KI massenhaft Gesichtsbilder aus dem Internet abgreifen, um eine Datenbank aufzubauen?",
      ).profile.practices,
    ).toContain("facial_image_scraping");
    expect(
      deriveAiActProfile("Unsere KI sortiert Gesichtsbilder, die Kunden selbst hochladen.").profile.practices,
    ).not.toContain("facial_image_scraping");
  });
});
