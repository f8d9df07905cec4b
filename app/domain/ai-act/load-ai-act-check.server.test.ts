import { describe, expect, test } from "vitest";
import { answersWithout } from "./check-steps.ts";
import { AiActProfileSchema } from "./ai-act-profile.ts";
import { ClassifyAiActRequestSchema } from "./classify-ai-act-request.ts";
import { loadAiActCheck, profileInputFromQuery } from "./load-ai-act-check.server.ts";

const today = "2026-11-25";

describe("loadAiActCheck: the questionnaire's query string", () => {
  test("no answers: the first step, nothing classified", () => {
    expect(loadAiActCheck("", today)).toEqual({
      step: "subject",
      steps: expect.arrayContaining(["practices"]),
      answers: [],
    });
  });

  test("a model skips the system steps", () => {
    expect(loadAiActCheck("?subject=gpai_model&step=practices&role=provider", today)).toMatchObject({
      step: "subject",
      steps: ["subject", "roles", "exclusions", "model", "dates", "result"],
    });
  });

  test("past the role question without a role: back to it with an error", () => {
    expect(loadAiActCheck("?subject=ai_system&step=exclusions", today)).toMatchObject({
      step: "roles",
      error: "roles",
    });
  });

  test("the result step classifies the answers for today, or for the chosen day", () => {
    const prohibited =
      "?subject=ai_system&role=deployer&eu=yes&market=yes&practice=emotion_recognition_workplace_education&area=employment&step=result";
    // A prohibited practice is reported as prohibited only (no Annex III classification on top).
    expect(loadAiActCheck(prohibited, today).result?.classifications.map((c) => c.id)).toEqual([
      "in_scope",
      "prohibited",
    ]);
    const query = "?subject=ai_system&role=deployer&eu=yes&market=yes&area=employment&step=result";
    const now = loadAiActCheck(query, today);
    expect(now.result?.asOf).toBe(today);
    expect(now.result?.classifications.map((c) => c.id)).toEqual(expect.arrayContaining(["high_risk"]));
    const later = loadAiActCheck(`${query}&asOf=2028-01-01`, today);
    expect(later.result?.obligations.find((o) => o.id === "high_risk_deployer")?.inForce).toBe(true);
  });

  test("a model's compute is read as a number (3e25 FLOP: systemic risk)", () => {
    const state = loadAiActCheck("?subject=gpai_model&role=provider&eu=yes&market=yes&flop=3e25&step=result", today);
    expect(state.result?.classifications.map((c) => c.id)).toContain("gpai_systemic_risk");
  });

  test("the answers for Annex III points, Art. 50(1) exceptions, Annex X and Art. 2(4) reach the engine's branches", () => {
    const base = "?subject=ai_system&eu=yes&market=yes&step=result&asOf=2028-01-01";
    const credit = loadAiActCheck(`${base}&role=deployer&area=essential_services&point=5b`, today);
    expect(credit.result?.obligations.map((o) => o.id)).toContain("fundamental_rights_impact_assessment");
    const obvious = loadAiActCheck(`${base}&role=provider&interacts=yes&interactionException=obvious`, today);
    expect(obvious.result?.obligations.map((o) => o.id)).not.toContain("transparency_interaction");
    const visa = loadAiActCheck(`${base}&role=provider&area=migration_border&since=2026-01-01&largeScale=yes`, today);
    expect(visa.result?.obligations.find((o) => o.id === "high_risk_provider")?.complyBy).toBe("2030-12-31");
    const police = loadAiActCheck(`${base}&role=deployer&exclusion=third_country_law_enforcement_cooperation`, today);
    expect(police.result).toMatchObject({
      inScope: false,
      classifications: [{ id: "excluded", subject: "third_country_law_enforcement_cooperation" }],
    });
  });

  test("the Art. 50(2)–(4) exceptions reach the engine: a newsroom under editorial control marks but need not disclose", () => {
    const base =
      "?subject=ai_system&eu=yes&market=yes&step=result&asOf=2028-01-01&role=provider&role=deployer&synthetic=yes&publicText=yes";
    const duties = (query: string) => loadAiActCheck(query, today).result?.obligations.map((o) => o.id);
    expect(duties(base)).toEqual(expect.arrayContaining(["transparency_marking", "transparency_public_interest_text"]));
    expect(duties(`${base}&transparencyException=editorial_control`)).toContain("transparency_marking");
    expect(duties(`${base}&transparencyException=editorial_control`)).not.toContain(
      "transparency_public_interest_text",
    );
    expect(
      duties(`${base}&transparencyException=editorial_control&transparencyException=assistive_editing`),
    ).not.toContain("transparency_marking");
    expect(loadAiActCheck(`${base}&transparencyException=satire`, today)).toMatchObject({ error: "invalid" });
  });

  test("an Annex III point of another area is dropped, not an error", () => {
    const state = loadAiActCheck(
      "?subject=ai_system&role=deployer&eu=yes&market=yes&area=employment&point=5b&step=result&asOf=2028-01-01",
      today,
    );
    expect(state.error).toBeUndefined();
    expect(state.result?.obligations.map((o) => o.id)).not.toContain("fundamental_rights_impact_assessment");
  });

  test("an unknown Art. 50(1) exception is invalid", () => {
    expect(
      loadAiActCheck(
        "?subject=ai_system&role=provider&eu=yes&market=yes&interactionException=maybe&step=result",
        today,
      ),
    ).toMatchObject({ step: "dates", error: "invalid" });
  });

  test("invalid answers go back to the last step with an error, never to a result", () => {
    for (const bad of [
      "role=ceo",
      "role=provider&area=space",
      "role=provider&asOf=soon",
      "role=provider&since=2026-13-40",
    ]) {
      expect(loadAiActCheck(`?subject=ai_system&eu=yes&market=yes&${bad}&step=result`, today), bad).toMatchObject({
        step: "dates",
        error: "invalid",
      });
    }
  });

  test("nothing about the visitor's situation is assumed: without the EU answers the role step comes back with a message", () => {
    for (const missing of ["", "&eu=yes", "&market=no"]) {
      expect(loadAiActCheck(`?subject=ai_system&role=provider${missing}&step=result`, today), missing).toMatchObject({
        step: "roles",
        error: "situation",
      });
    }
    expect(
      loadAiActCheck("?subject=ai_system&role=provider&eu=no&market=no&step=result", today).result?.classifications.map(
        (c) => c.id,
      ),
    ).toEqual(["outside_territorial_scope"]);
  });

  test("the form's defaults and the API's agree: unanswered output and definition read as the API reads them", () => {
    const form = AiActProfileSchema.parse(
      profileInputFromQuery(new URLSearchParams("subject=ai_system&role=provider&eu=no&market=yes")),
    );
    const api = ClassifyAiActRequestSchema.parse({
      profileVersion: 1,
      roles: ["provider"],
      establishedInEu: false,
      placedOnEuMarket: true,
    });
    expect(form).toEqual(api);
    expect(form).toMatchObject({
      outputUsedInEu: false,
      meetsAiSystemDefinition: true,
      usedAtWorkplaceByEmployer: false,
      intendedForPublicAuthorities: false,
    });
  });

  test("several Annex III uses, each with its own point, derogation and profiling; the single-area addresses of before still work", () => {
    const base = "?subject=ai_system&role=provider&role=deployer&eu=yes&market=yes&step=result&asOf=2028-01-01";
    const both = loadAiActCheck(
      `${base}&area=biometrics&point=1c&area=employment&point=4b&area=education&point=3a&derogation=education:narrow_procedural_task&workplace=yes`,
      today,
    );
    expect(both.result?.classifications.filter((c) => c.id === "high_risk").map((c) => c.subject)).toEqual([
      "biometrics",
      "employment",
    ]);
    expect(both.result?.classifications.find((c) => c.id === "not_high_risk_derogation")?.subject).toBe("education");
    expect(both.result?.obligations.map((o) => o.id)).toEqual(
      expect.arrayContaining(["transparency_emotion_biometric", "workplace_information", "derogation_documentation"]),
    );
    const old = loadAiActCheck(`${base}&area=education&derogation=narrow_procedural_task&profiling=yes`, today);
    expect(old.result?.classifications.map((c) => c.id)).toContain("high_risk");
    const oldDerogation = loadAiActCheck(`${base}&area=education&derogation=narrow_procedural_task`, today);
    expect(oldDerogation.result?.classifications.map((c) => c.id)).toContain("not_high_risk_derogation");
  });

  test("the public-authority and workplace answers reach Art. 111(2) and Art. 26(7)", () => {
    const base =
      "?subject=ai_system&role=deployer&eu=yes&market=yes&step=result&asOf=2028-01-01&area=critical_infrastructure&since=2026-01-01";
    const state = loadAiActCheck(`${base}&publicAuthorities=yes&workplace=yes`, today);
    expect(state.result?.obligations.find((o) => o.id === "high_risk_deployer")?.complyBy).toBe("2030-08-02");
    expect(state.result?.obligations.map((o) => o.id)).toContain("workplace_information");
    const privateService = loadAiActCheck(`${base}&publicService=yes`, today);
    expect(privateService.result?.obligations.find((o) => o.id === "high_risk_deployer")?.complyBy).toBeUndefined();
  });

  test("unknown parameters are dropped, an overlong query is ignored", () => {
    expect(loadAiActCheck("?subject=ai_system&tracking=abc&role=provider&step=roles", today).answers).toEqual([
      ["subject", "ai_system"],
      ["role", "provider"],
    ]);
    expect(loadAiActCheck(`?role=provider&x=${"a".repeat(5000)}&step=result`, today)).toMatchObject({
      step: "subject",
      answers: [],
    });
  });

  test("a step's own fields are not carried as hidden answers", () => {
    const answers: [string, string][] = [
      ["subject", "ai_system"],
      ["role", "provider"],
      ["eu", "yes"],
      ["exclusion", "scientific_research"],
    ];
    expect(answersWithout(answers, "roles")).toEqual([
      ["subject", "ai_system"],
      ["exclusion", "scientific_research"],
    ]);
  });
});
