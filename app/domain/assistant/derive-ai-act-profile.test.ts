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
