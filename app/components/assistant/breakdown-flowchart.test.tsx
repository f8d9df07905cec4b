import { describe, expect, test } from "vitest";
import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import { buildProceduralBreakdown } from "#app/domain/assistant/breakdown/build-procedural-breakdown.ts";
import { BreakdownContextSchema } from "#app/domain/assistant/breakdown/procedural-breakdown.ts";
import { BreakdownFlowchart } from "./breakdown-flowchart.tsx";
import { ProceduralBreakdownView } from "./procedural-breakdown-view.tsx";
import { renderWithTexts } from "./render-with-texts.tsx";

function flowchart(language: "en" | "de") {
  const profile = AiActProfileSchema.parse({
    profileVersion: 1,
    roles: ["provider"],
    establishedInEu: true,
    placedOnEuMarket: true,
    interactsWithPeople: true,
  });
  return buildProceduralBreakdown({
    question: "Q",
    context: BreakdownContextSchema.parse({}),
    profile,
    result: classifyAiAct(profile, { asOf: "2027-01-15" }),
    language,
    lookup: () => undefined,
    now: new Date("2027-01-15T00:00:00Z"),
  }).flowchart_logic;
}

describe("the flowchart as HTML", () => {
  test("the whole tree: a numbered list of the questions, links between them, outcomes with provision buttons, the engine's answers", () => {
    const view = renderWithTexts(<BreakdownFlowchart nodes={flowchart("en")} onOpenCitation={() => {}} />);
    expect(view.html).toMatch(/<ol class="flow-tree" aria-labelledby="flow-tree-heading">/);
    expect(view.attributes("li", "id").filter(Boolean)).toEqual(
      [
        "scope",
        "prohibited",
        "annex_i",
        "annex_iii",
        "derogation",
        "transparency",
        "gpai",
        "systemic",
        "open_source",
      ].map((id) => `flow-node-${id}`),
    );
    expect(view.attributes("a", "href")).toContain("#flow-node-annex_iii");
    expect(view.texts("li")).toContain("If no: go to question 6");
    expect(view.text).toContain("Outcome: Transparency duties (Art. 50)");
    expect(view.texts("button")).toContain("Start");
    expect(view.texts("button").filter((text) => /^\[\d+\] Art\. 50\(1\)$/.test(text)).length).toBeGreaterThan(0);
    expect(view.text).toContain("For your profile the engine answers: Yes");
    // No drawing: the diagram is text.
    expect(view.html).not.toMatch(/<svg|<img|<canvas/);
  });

  test("German", () => {
    const view = renderWithTexts(<BreakdownFlowchart nodes={flowchart("de")} onOpenCitation={() => {}} />, "de");
    expect(view.texts("li")).toContain("Wenn nein: weiter mit Frage 6");
    expect(view.texts("button")).toContain("Starten");
    expect(view.texts("h5")).toEqual(["Schritt für Schritt", "Entscheidungsbaum"]);
  });

  test("the view without a project says to select one", () => {
    const view = renderWithTexts(<ProceduralBreakdownView projectId={null} csrfToken="" />);
    expect(view.text).toContain("Select or create a project to build a procedural breakdown.");
  });
});
