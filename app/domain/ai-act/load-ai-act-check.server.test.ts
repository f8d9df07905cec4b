import { describe, expect, test } from "vitest";
import { answersWithout } from "./check-steps.ts";
import { loadAiActCheck } from "./load-ai-act-check.server.ts";

const today = "2026-11-25";

describe("loadAiActCheck: the questionnaire's query string", () => {
  test("no answers: the first step, nothing classified", () => {
    expect(loadAiActCheck("", today)).toEqual({ step: "subject", steps: expect.arrayContaining(["practices"]), answers: [] });
  });

  test("a model skips the system steps", () => {
    expect(loadAiActCheck("?subject=gpai_model&step=practices&role=provider", today)).toMatchObject({
      step: "subject",
      steps: ["subject", "roles", "exclusions", "model", "dates", "result"],
    });
  });

  test("past the role question without a role: back to it with an error", () => {
    expect(loadAiActCheck("?subject=ai_system&step=exclusions", today)).toMatchObject({ step: "roles", error: "roles" });
  });

  test("the result step classifies the answers for today, or for the chosen day", () => {
    const query = "?subject=ai_system&role=deployer&eu=yes&market=yes&practice=emotion_recognition_workplace_education&area=employment&step=result";
    const now = loadAiActCheck(query, today);
    expect(now.result?.asOf).toBe(today);
    expect(now.result?.classifications.map((c) => c.id)).toEqual(expect.arrayContaining(["prohibited", "high_risk"]));
    const later = loadAiActCheck(`${query}&asOf=2028-01-01`, today);
    expect(later.result?.obligations.find((o) => o.id === "high_risk_deployer")?.inForce).toBe(true);
  });

  test("a model's compute is read as a number (3e25 FLOP: systemic risk)", () => {
    const state = loadAiActCheck("?subject=gpai_model&role=provider&flop=3e25&step=result", today);
    expect(state.result?.classifications.map((c) => c.id)).toContain("gpai_systemic_risk");
  });

  test("invalid answers go back to the last step with an error, never to a result", () => {
    for (const bad of ["role=ceo", "role=provider&area=space", "role=provider&asOf=soon", "role=provider&since=2026-13-40"]) {
      expect(loadAiActCheck(`?subject=ai_system&${bad}&step=result`, today), bad).toMatchObject({ step: "dates", error: "invalid" });
    }
  });

  test("unknown parameters are dropped, an overlong query is ignored", () => {
    expect(loadAiActCheck("?subject=ai_system&tracking=abc&role=provider&step=roles", today).answers).toEqual([
      ["subject", "ai_system"],
      ["role", "provider"],
    ]);
    expect(loadAiActCheck(`?role=provider&x=${"a".repeat(5000)}&step=result`, today)).toMatchObject({ step: "subject", answers: [] });
  });

  test("a step's own fields are not carried as hidden answers", () => {
    const answers: [string, string][] = [["subject", "ai_system"], ["role", "provider"], ["eu", "yes"], ["exclusion", "scientific_research"]];
    expect(answersWithout(answers, "roles")).toEqual([["subject", "ai_system"], ["exclusion", "scientific_research"]]);
  });
});
