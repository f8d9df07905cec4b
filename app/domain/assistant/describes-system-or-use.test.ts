import { describe, expect, test } from "vitest";
import { describesSystemOrUse } from "./derive-ai-act-profile.ts";

// The engine's verdict opens the research note only for a question that describes a system or its use (ADR 151).
describe("a question that describes a system or its use", () => {
  test.each([
    "Is emotion recognition of employees at the workplace allowed under the AI Act?",
    "Darf ein Arbeitgeber eine KI zur Emotionserkennung am Arbeitsplatz einsetzen?",
    "We use a chatbot to answer our customers. What do we have to tell them?",
    "Our foundation model was put on the market in June 2025. When do we have to be compliant with the GPAI rules?",
    "Muss eine private Bank vor dem Einsatz einer KI zur Kreditwürdigkeitsprüfung eine Grundrechte-Folgenabschätzung durchführen?",
    "From when must a provider of an AI system that screens CVs for recruitment meet the high-risk requirements?",
    "Is software that automatically ranks CVs and filters out applicants treated as 'high-risk' AI?",
  ])("describes one: %s", (question) => {
    expect(describesSystemOrUse(question)).toBe(true);
  });

  test.each([
    "Was genau ist ein 'Deepfake' im Sinne des europäischen KI-Rechts?",
    "What is an AI system under the AI Act?",
    "How much can the Commission fine the provider of a general-purpose AI model?",
    "Ab wann gelten die Pflichten für Hochrisiko-KI im Personalbereich, also etwa Bewerber-Screening?",
    "Since when do the prohibitions of the AI Act apply?",
    "Who supervises an AI system built on a general-purpose model by the same provider after the market surveillance authority?",
    "Darf ein Mitgliedstaat strengere Regeln zum KI-Einsatz durch Arbeitgeber erlassen als die KI-VO?",
    "Can we register copyright in AI-generated images with the US Copyright Office?",
  ])("asks about the law, not a system: %s", (question) => {
    expect(describesSystemOrUse(question)).toBe(false);
  });
});
