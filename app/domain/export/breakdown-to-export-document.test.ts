import { describe, expect, test } from "vitest";
import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import { buildProceduralBreakdown } from "#app/domain/assistant/breakdown/build-procedural-breakdown.ts";
import { BreakdownContextSchema } from "#app/domain/assistant/breakdown/procedural-breakdown.ts";
import { readDocx } from "#tests/support/read-docx.ts";
import { breakdownToExportDocument, breakdownToExportSections } from "./breakdown-to-export-document.ts";
import { footnoteOrder } from "./export-document.ts";
import { renderDocx } from "./render-docx.ts";
import { renderMarkdown } from "./render-markdown.ts";

const now = new Date("2027-01-15T10:00:00Z");
function breakdown(language: "en" | "de" = "en") {
  const profile = AiActProfileSchema.parse({
    profileVersion: 1,
    roles: ["provider", "deployer"],
    establishedInEu: true,
    placedOnEuMarket: true,
    annexIII: { area: "employment" },
    interactsWithPeople: true,
  });
  return buildProceduralBreakdown({
    question: "Which duties apply to our CV screening tool?",
    context: BreakdownContextSchema.parse({
      industry: "HR",
      ai_type: "Ranking model",
      region: "Germany",
      intended_use: "CV screening",
    }),
    profile,
    result: classifyAiAct(profile, { asOf: "2027-01-15" }),
    language,
    lookup: (pinpoint) => ({
      text: `Text of ${pinpoint}`,
      heading: pinpoint === "art_26" ? "Obligations of deployers of high-risk AI systems" : null,
      act: "AI Act",
      celex: "32024R1689",
      provisionId: `32024R1689:EN:${pinpoint}`,
    }),
    now,
  });
}

describe("breakdown export", () => {
  test("sections: context, summary, steps, checklist, flowchart; every citation the text refers to is in the list, keys unique", () => {
    const { sections, citations } = breakdownToExportSections(breakdown(), "en");
    expect(sections.map((section) => section.heading)).toEqual([
      undefined,
      "Summary",
      "Steps",
      "Checklist",
      "Flowchart",
    ]);
    // In a project's document the breakdown opens with its name.
    expect(
      breakdownToExportSections(breakdown(), "de", { titled: true }).sections.map((section) => section.heading),
    ).toEqual(["Verfahrensablauf", "Zusammenfassung", "Schritte", "Checkliste", "Ablaufdiagramm"]);
    expect(new Set(citations.map((citation) => citation.key)).size).toBe(citations.length);
    const document = breakdownToExportDocument({ title: "HR tool" }, breakdown(), "en", { now });
    expect(document.title).toBe("Procedural breakdown: HR tool");
    expect(() => footnoteOrder(document)).not.toThrow();
  });

  test("Markdown: checklist items, flowchart branches and footnotes with EUR-Lex links; no bare [n] left", () => {
    const markdown = renderMarkdown(breakdownToExportDocument({ title: "HR tool" }, breakdown(), "en", { now }));
    expect(markdown).toContain("☐ Deployer: Use it according to its instructions");
    expect(markdown).toMatch(/\*\*If no: Outcome: High-risk \(Annex III\)\*\* — The high-risk requirements/);
    expect(markdown).toMatch(/If no: go to question 3/);
    expect(markdown).toMatch(/^\[\^\d+\]: .*Art\. 26 AI Act — Obligations of deployers of high-risk AI systems/m);
    expect(markdown).toContain("https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727#art_26");
    expect(markdown).not.toMatch(/(?<!\^)\[\d+(, \d+)*\]/);
  });

  test("Word: the steps as headings and real footnotes naming the provisions; German texts", async () => {
    const docx = readDocx(
      await renderDocx(breakdownToExportDocument({ title: "HR-Tool" }, breakdown("de"), "de", { now })),
    );
    const texts = docx.paragraphs.map((paragraph) => paragraph.text);
    expect(texts).toContain("1. Anwendungsbereich und Begriff prüfen");
    expect(docx.footnotes.length).toBeGreaterThan(5);
    expect(docx.footnotes.some((footnote) => footnote.text.startsWith("Art. 26 AI Act"))).toBe(true);
    expect(
      docx.footnotes.every((footnote) =>
        footnote.hyperlinks.some((link) => link.startsWith("https://eur-lex.europa.eu/")),
      ),
    ).toBe(true);
  });
});
