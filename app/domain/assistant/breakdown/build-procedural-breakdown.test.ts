import { describe, expect, test } from "vitest";
import { AiActProfileSchema, type AiActProfileInput } from "#app/domain/ai-act/ai-act-profile.ts";
import { rulePinpoints } from "#app/domain/ai-act/ai-act-rules.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import { buildProceduralBreakdown, engineOutcome, type ProvisionLookup } from "./build-procedural-breakdown.ts";
import { BreakdownRequestSchema } from "./breakdown-request.ts";
import {
  BreakdownContextSchema,
  ProceduralBreakdownDataSchema,
  ProceduralBreakdownSchema,
  latestBreakdown,
  type FlowNode,
} from "./procedural-breakdown.ts";
import { deriveAiActProfile, rolesFromText } from "../derive-ai-act-profile.ts";
import { contextText, profileFromContext, readContext } from "./profile-from-context.ts";

const profile = (answers: Partial<AiActProfileInput>) =>
  AiActProfileSchema.parse({
    profileVersion: 1,
    roles: ["provider"],
    establishedInEu: true,
    placedOnEuMarket: true,
    ...answers,
  });
const context = BreakdownContextSchema.parse({
  industry: "Retail",
  ai_type: "Software",
  region: "EU",
  intended_use: "Internal use",
});
const lookup: ProvisionLookup = (pinpoint) => ({
  text: `Text of ${pinpoint}`,
  heading: `Heading ${pinpoint}`,
  act: "AI Act",
  celex: "32024R1689",
  provisionId: `32024R1689:EN:${pinpoint}`,
  version: "consolidated text of 27 July 2026",
});
const now = new Date("2027-01-15T10:00:00Z");

function build(
  answers: Partial<AiActProfileInput>,
  options: { asOf?: string; language?: "en" | "de"; question?: string; lookup?: ProvisionLookup } = {},
) {
  const p = profile(answers);
  const result = classifyAiAct(p, { asOf: options.asOf ?? "2027-01-15" });
  return buildProceduralBreakdown({
    question: options.question ?? "Which duties apply?",
    context,
    profile: p,
    result,
    language: options.language ?? "en",
    lookup: options.lookup ?? lookup,
    now,
  });
}

/** Follows one answer path from the start; returns the outcome id. */
function walk(flowchart: FlowNode[], answers: ("yes" | "no")[]): string | undefined {
  const byId = new Map(flowchart.map((node) => [node.id, node]));
  let node = flowchart[0];
  for (const answer of answers) {
    const next = node![answer];
    if (typeof next !== "string") return next.outcome;
    node = byId.get(next);
  }
  return undefined;
}

function checkTree(flowchart: FlowNode[]) {
  const byId = new Map(flowchart.map((node) => [node.id, node]));
  expect(byId.size).toBe(flowchart.length);
  const reached = new Set<string>();
  const outcomes = new Set<string>();
  // Every path from the start: depth-first, each branch either a known node or an outcome with provisions; no cycles.
  const visit = (id: string, path: string[]) => {
    expect(path, `cycle through ${id}`).not.toContain(id);
    const node = byId.get(id);
    expect(node, `unknown node ${id}`).toBeDefined();
    reached.add(id);
    for (const branch of [node!.yes, node!.no]) {
      if (typeof branch === "string") visit(branch, [...path, id]);
      else {
        expect(branch.citations.length, `outcome ${branch.outcome} without provisions`).toBeGreaterThan(0);
        outcomes.add(branch.outcome);
      }
    }
  };
  visit(flowchart[0]!.id, []);
  expect([...reached].sort()).toEqual(flowchart.map((node) => node.id).sort());
  return outcomes;
}

describe("engine → breakdown", () => {
  test("emotion recognition of employees: prohibited, the step to stop it, the fine, and the flowchart ends at 'prohibited'", () => {
    const breakdown = build({ roles: ["deployer"], practices: ["emotion_recognition_workplace_education"] });
    expect(ProceduralBreakdownSchema.parse(breakdown)).toEqual(breakdown);
    expect(breakdown.steps.map((step) => step.title)).toContain("Classify the system");
    const classification = breakdown.steps.find((step) => step.title === "Classify the system")!;
    expect(classification.description).toContain("Prohibited practice");
    expect(classification.citations.map((c) => c.metadata.pinpoint)).toContain("Art. 5(1)(f)");
    expect(
      breakdown.checklist.some(
        (item) =>
          item.text.includes("Do not place on the market") &&
          item.citations.some((c) => c.metadata.pinpoint === "Art. 5(1)"),
      ),
    ).toBe(true);
    expect(breakdown.steps.find((step) => step.title === "Know the fines that attach")!.description).toContain(
      "35,000,000",
    );
    expect(engineOutcome(breakdown.flowchart_logic)).toBe("prohibited");
    expect(breakdown.summary_markdown).toContain("Prohibited practice");
  });

  test("CV screening for hiring: high-risk under Annex III point 4, deployer duties dated 2 December 2027, not yet in force in January 2027", () => {
    const breakdown = build({ roles: ["provider", "deployer"], annexIII: { area: "employment", profiling: false } });
    const deployer = breakdown.steps.find((step) => step.title === "Duties as Deployer")!;
    expect(deployer.description).toContain("applies from 2 December 2027");
    expect(deployer.citations.map((c) => c.metadata.pinpoint)).toEqual(
      expect.arrayContaining(["Art. 26", "Art. 26(7)"]),
    );
    expect(breakdown.steps.find((step) => step.title === "Duties as Provider")!.description).toContain(
      "Register yourself and the system",
    );
    expect(engineOutcome(breakdown.flowchart_logic)).toBe("high_risk_annex_iii");
    const annexNode = breakdown.flowchart_logic.find((node) => node.id === "annex_iii")!;
    expect(annexNode.citations.map((c) => c.metadata.pinpoint)).toContain("Annex III, point 4");
  });

  test("a customer-service chatbot: transparency (Art. 50(1)) in force since 2 August 2026", () => {
    const breakdown = build({ interactsWithPeople: true });
    expect(breakdown.checklist.find((item) => item.text.includes("interacting with an AI system"))!.text).toContain(
      "applies since 2 August 2026",
    );
    expect(engineOutcome(breakdown.flowchart_logic)).toBe("transparency");
    expect(
      breakdown.flowchart_logic.find((node) => node.id === "transparency")!.citations.map((c) => c.metadata.pinpoint),
    ).toContain("Art. 50(1)");
  });

  test("a spam filter: minimal risk, AI literacy the only duty", () => {
    const breakdown = build({});
    expect(breakdown.checklist).toHaveLength(1);
    expect(breakdown.checklist[0]!.text).toContain("AI literacy");
    expect(engineOutcome(breakdown.flowchart_logic)).toBe("minimal_risk");
  });

  test("a general-purpose model above 10^25 FLOP: the systemic-risk outcome with Arts. 53 and 55", () => {
    const breakdown = build({
      subject: "gpai_model",
      model: { trainingFlop: 3e25, freeOpenSource: false, designatedSystemicRisk: false },
    });
    expect(engineOutcome(breakdown.flowchart_logic)).toBe("gpai_systemic");
    const pinpoints = breakdown.checklist.flatMap((item) => item.citations.map((c) => c.metadata.pinpoint));
    expect(pinpoints).toEqual(expect.arrayContaining(["Art. 55(1)", "Art. 53(1)(c)"]));
  });

  test("out of territorial scope: the record step and a checklist item to keep the reasons, outcome 'out_of_scope'", () => {
    const breakdown = build({ establishedInEu: false, placedOnEuMarket: false });
    expect(breakdown.checklist.map((item) => item.text)).toEqual(["Keep a record of why the AI Act does not apply"]);
    expect(engineOutcome(breakdown.flowchart_logic)).toBe("out_of_scope");
  });

  test("German: titles, questions and labels in German", () => {
    const breakdown = build({ interactsWithPeople: true }, { language: "de" });
    expect(breakdown.steps[0]!.title).toBe("Anwendungsbereich und Begriff prüfen");
    expect(breakdown.flowchart_logic[0]!.question).toMatch(/^Ist es ein KI-System/);
    expect(breakdown.checklist.flatMap((item) => item.citations.map((c) => c.metadata.pinpoint))).toContain(
      "Art. 50 Abs. 1",
    );
  });
});

describe("citations", () => {
  test("every step and checklist item cites; numbers are shared across the breakdown; the summary's markers name known citations", () => {
    const breakdown = build({
      roles: ["provider", "deployer"],
      annexIII: { area: "employment", profiling: false },
      interactsWithPeople: true,
    });
    const all = [...breakdown.steps, ...breakdown.checklist, ...breakdown.flowchart_logic].flatMap(
      (item) => item.citations,
    );
    for (const answers of [
      {},
      { practices: ["social_scoring" as const] },
      { subject: "gpai_model" as const },
      { establishedInEu: false, placedOnEuMarket: false },
    ]) {
      const other = build(answers);
      for (const item of [...other.steps, ...other.checklist])
        expect(item.citations.length, "title" in item ? item.title : item.text).toBeGreaterThan(0);
    }
    const byN = new Map<number, string>();
    for (const c of all) {
      expect(c.id).toBe(`citation${c.n}`);
      if (byN.has(c.n)) expect(byN.get(c.n)).toBe(c.metadata.provisionId);
      byN.set(c.n, c.metadata.provisionId);
    }
    for (const marker of breakdown.summary_markdown.matchAll(/\[(\d+)\]/g))
      expect(byN.has(Number(marker[1]))).toBe(true);
    expect(all[0]!.text).toMatch(/^Text of /);
    expect(all[0]!.metadata.url).toMatch(/^https:\/\/eur-lex\.europa\.eu\/.*CELEX:02024R1689-20260727#(art|anx)_/);
  });

  test("every provision the flowchart cites is one of the engine's rule pinpoints (checked against the consolidated text)", () => {
    const known = new Set(rulePinpoints());
    for (const answers of [
      {},
      { subject: "gpai_model" as const },
      { annexIII: { area: "education" as const, profiling: false } },
    ]) {
      const breakdown = build(answers);
      for (const node of breakdown.flowchart_logic) {
        for (const c of [
          ...node.citations,
          ...[node.yes, node.no].flatMap((branch) => (typeof branch === "string" ? [] : branch.citations)),
        ]) {
          expect(known, c.metadata.provisionId).toContain(c.metadata.provisionId.split(":")[2]);
        }
      }
    }
  });

  test("without the act installed the label stands in for the text and the EUR-Lex link remains", () => {
    const breakdown = build({}, { lookup: () => undefined });
    const citation = breakdown.checklist[0]!.citations[0]!;
    expect(citation.text).toBe("Art. 4(1)");
    expect(citation.metadata.url).toContain("#art_4");
  });
});

describe("flowchart", () => {
  test("every node is reachable and every path ends in an outcome with provisions, for several profiles", () => {
    for (const answers of [
      {},
      { practices: ["social_scoring" as const] },
      { subject: "gpai_model" as const },
      { annexI: { product: "toys" as const, safetyComponentOrProduct: true, thirdPartyConformityAssessment: true } },
    ]) {
      const outcomes = checkTree(build(answers).flowchart_logic);
      expect([...outcomes].sort()).toEqual(
        [
          "gpai",
          "gpai_open_source",
          "gpai_systemic",
          "high_risk_annex_i",
          "high_risk_annex_iii",
          "minimal_risk",
          "not_high_risk_derogation",
          "out_of_scope",
          "prohibited",
          "transparency",
        ].sort(),
      );
    }
  });

  test("answers lead where the rule data says", () => {
    const flowchart = build({}).flowchart_logic;
    expect(walk(flowchart, ["no"])).toBe("out_of_scope");
    expect(walk(flowchart, ["yes", "yes"])).toBe("prohibited");
    expect(walk(flowchart, ["yes", "no", "yes"])).toBe("high_risk_annex_i");
    expect(walk(flowchart, ["yes", "no", "no", "yes", "yes"])).toBe("not_high_risk_derogation");
    expect(walk(flowchart, ["yes", "no", "no", "yes", "no"])).toBe("high_risk_annex_iii");
    expect(walk(flowchart, ["yes", "no", "no", "no", "no", "no"])).toBe("minimal_risk");
    expect(walk(flowchart, ["yes", "no", "no", "no", "no", "yes", "no", "no"])).toBe("gpai");
  });

  test("over a grid of profiles the engine's path ends at the outcome its classification names", () => {
    const grid: Partial<AiActProfileInput>[] = [];
    for (const practices of [[], ["emotion_recognition_workplace_education"], ["criminal_risk_profiling"]] as const) {
      for (const practiceExceptions of [
        [],
        ["emotion_recognition_medical_or_safety", "criminal_risk_supports_human_assessment"],
      ] as const) {
        for (const annexIII of [
          undefined,
          { area: "employment" as const },
          { area: "education" as const, derogation: "preparatory_task" as const },
        ]) {
          for (const interactsWithPeople of [false, true])
            grid.push({
              practices: [...practices],
              practiceExceptions: [...practiceExceptions],
              ...(annexIII ? { annexIII } : {}),
              interactsWithPeople,
            });
        }
      }
    }
    grid.push(
      { placedOnEuMarket: false, establishedInEu: false },
      { annexI: { product: "machinery", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true } },
    );
    for (const model of [{}, { trainingFlop: 2e25 }, { freeOpenSource: true }])
      grid.push({ subject: "gpai_model", model });
    for (const answers of grid) {
      const breakdown = build(answers);
      const ids = new Set(classifyAiAct(breakdown.profile, { asOf: "2027-01-15" }).classifications.map((c) => c.id));
      const expected = !classifyAiAct(breakdown.profile, { asOf: "2027-01-15" }).inScope
        ? "out_of_scope"
        : ids.has("prohibited")
          ? "prohibited"
          : ids.has("high_risk_product") || ids.has("high_risk_sectoral")
            ? "high_risk_annex_i"
            : ids.has("not_high_risk_derogation")
              ? "not_high_risk_derogation"
              : ids.has("high_risk")
                ? "high_risk_annex_iii"
                : ids.has("transparency")
                  ? "transparency"
                  : ids.has("gpai_systemic_risk")
                    ? "gpai_systemic"
                    : ids.has("gpai_open_source")
                      ? "gpai_open_source"
                      : ids.has("gpai_model")
                        ? "gpai"
                        : "minimal_risk";
      expect(engineOutcome(breakdown.flowchart_logic), JSON.stringify(answers)).toBe(expected);
    }
  });

  test("the engine's answers follow its classification (Art. 6(3) derogation without profiling)", () => {
    const breakdown = build({ annexIII: { area: "education", derogation: "preparatory_task", profiling: false } });
    expect(engineOutcome(breakdown.flowchart_logic)).toBe("not_high_risk_derogation");
  });
});

describe("schemas and context", () => {
  test("the request: bounded, strict, profile optional", () => {
    expect(BreakdownRequestSchema.safeParse({ question: "x", context: {} }).success).toBe(true);
    expect(BreakdownRequestSchema.safeParse({ question: "", context: {} }).success).toBe(false);
    expect(BreakdownRequestSchema.safeParse({ question: "x", context: { industry: "a".repeat(201) } }).success).toBe(
      false,
    );
    expect(BreakdownRequestSchema.safeParse({ question: "x", context: {}, extra: 1 }).success).toBe(false);
    expect(
      BreakdownRequestSchema.safeParse({ question: "x", context: {}, profile: { profileVersion: 1 } }).success,
    ).toBe(false);
  });

  test("stored data: the latest breakdown, null for data that does not validate", () => {
    const breakdown = build({});
    const data = ProceduralBreakdownDataSchema.parse({
      messages: [
        { id: "1", type: "user", question: "Which duties apply?", context, timestamp: now.toISOString() },
        { id: "2", type: "ai", breakdown, timestamp: now.toISOString() },
      ],
      updatedAt: now.toISOString(),
    });
    expect(latestBreakdown(data)).toEqual(breakdown);
    expect(latestBreakdown({ messages: "no" })).toBeNull();
    expect(latestBreakdown(null)).toBeNull();
  });

  test("the free-text context gives a first profile: hiring → Annex III employment; chatbot → interaction; outside the EU → not placed there", () => {
    expect(
      profileFromContext({
        industry: "HR",
        ai_type: "ML ranking",
        region: "Germany",
        intended_use: "CV screening for hiring",
      }).annexIII?.[0]?.area,
    ).toBe("employment");
    expect(
      profileFromContext({ industry: "Retail", ai_type: "Chatbot", region: "EU", intended_use: "customer service" })
        .interactsWithPeople,
    ).toBe(true);
    expect(
      profileFromContext({ industry: "Retail", ai_type: "Chatbot", region: "United States", intended_use: "" })
        .placedOnEuMarket,
    ).toBe(false);
    expect(
      profileFromContext({
        industry: "HR",
        ai_type: "camera analytics",
        region: "EU",
        intended_use: "emotion recognition of employees",
      }).practices,
    ).toContain("emotion_recognition_workplace_education");
    expect(
      profileFromContext({
        industry: "Tech",
        ai_type: "Large language model",
        region: "EU",
        intended_use: "offered to developers",
      }).subject,
    ).toBe("gpai_model");
  });
});

describe("one profile, one engine result: the breakdown reads the project's words as the cards do", () => {
  const bank = BreakdownContextSchema.parse({
    industry: "Banking",
    ai_type: "Scoring model",
    region: "Germany",
    intended_use: "The bank deploys a creditworthiness scoring system for consumer loans",
  });
  const fromContext = (ctx: typeof bank, question = "Which duties apply?") => {
    const { profile: p, roleStated } = readContext(ctx, question);
    const result = classifyAiAct(p, { asOf: "2028-01-15" });
    return {
      profile: p,
      result,
      breakdown: buildProceduralBreakdown({
        question,
        context: ctx,
        profile: p,
        result,
        language: "en",
        lookup,
        now,
        roleStated,
      }),
    };
  };

  test('"the bank deploys …": deployer duties with the impact assessment (Annex III 5(b), Art. 27(1)), no provider duties, no role question', () => {
    const { breakdown } = fromContext(bank);
    const titles = breakdown.steps.map((step) => step.title);
    expect(titles).toContain("Duties as Deployer");
    expect(titles).not.toContain("Duties as Provider");
    expect(titles).not.toContain("Say your role");
    expect(breakdown.checklist.map((item) => item.text).join("\n")).toMatch(/fundamental rights impact assessment/i);
    expect(breakdown.steps.flatMap((step) => step.citations).map((citation) => citation.metadata.pinpoint)).toContain(
      "Art. 27(1)",
    );
  });

  test("the breakdown's profile and engine result are the cards' for the same words (the region aside)", () => {
    const { profile: p, result } = fromContext(bank, "");
    const cards = deriveAiActProfile(contextText(bank, ""));
    expect(p).toEqual(
      AiActProfileSchema.parse({ ...cards.profile, meetsAiSystemDefinition: true, outputUsedInEu: true }),
    );
    expect(result).toEqual(
      classifyAiAct(
        AiActProfileSchema.parse({ ...cards.profile, meetsAiSystemDefinition: true, outputUsedInEu: true }),
        { asOf: "2028-01-15" },
      ),
    );
  });

  test("words that do not say the role: the duties of both roles, and the breakdown asks for the role (Art. 3(3), (4))", () => {
    const { profile: p, breakdown } = fromContext(
      BreakdownContextSchema.parse({
        industry: "Banking",
        ai_type: "Scoring model",
        region: "EU",
        intended_use: "Creditworthiness scoring of consumers",
      }),
    );
    expect(p.roles).toEqual(["provider", "deployer"]);
    const role = breakdown.steps.find((step) => step.title === "Say your role");
    expect(role?.citations.map((citation) => citation.metadata.pinpoint)).toEqual(["Art. 3(3)", "Art. 3(4)"]);
    const titles = breakdown.steps.map((step) => step.title);
    expect(titles).toEqual(expect.arrayContaining(["Duties as Provider", "Duties as Deployer"]));
  });

  test("the role read from the words, English and German", () => {
    expect(rolesFromText("The bank deploys a creditworthiness scoring system")).toEqual({
      roles: ["deployer"],
      stated: true,
    });
    expect(rolesFromText("Die Bank setzt ein KI-System zur Bonitätsprüfung ein; sie nutzt es täglich")).toMatchObject({
      roles: ["deployer"],
    });
    expect(rolesFromText("We develop a CV screening tool and sell it to employers")).toEqual({
      roles: ["provider"],
      stated: true,
    });
    expect(rolesFromText("A CV screening tool")).toEqual({ roles: ["provider", "deployer"], stated: false });
  });

  test("an explicit profile of a deployer with essential services point 5(b) keeps the impact assessment the cards and the public check show", () => {
    const breakdown = build(
      { roles: ["deployer"], annexIII: { area: "essential_services", point: "5b" } },
      { asOf: "2028-01-15" },
    );
    expect(breakdown.checklist.map((item) => item.text).join("\n")).toMatch(/fundamental rights impact assessment/i);
  });
});
