import type { Nodes as Node } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { describe, expect, test } from "vitest";
import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import { readDocx } from "#tests/support/read-docx.ts";
import { aiActCheckToExportDocument } from "./ai-act-check-to-export-document.ts";
import { renderDocx } from "./render-docx.ts";
import { renderMarkdown } from "./render-markdown.ts";

const now = new Date("2026-11-25T10:00:00Z");
const consolidated = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727";

describe("aiActCheckToExportDocument", () => {
  const cvScreening = classifyAiAct(
    AiActProfileSchema.parse({
      profileVersion: 1,
      roles: ["provider", "deployer"],
      establishedInEu: true,
      placedOnEuMarket: true,
      annexIII: { area: "employment" },
    }),
    { asOf: "2027-01-01" },
  );

  test("Markdown: verdict for the day, classification, duties per role with their dates, every provision a footnote to the consolidated text", () => {
    const markdown = renderMarkdown(
      aiActCheckToExportDocument(cvScreening, {
        language: "en",
        now,
        resultUrl: "https://legal.example/ai-act-check?role=provider&step=result",
      }),
    );
    expect(markdown).toContain("# AI Act check: result");
    expect(markdown).toContain("_Not legal advice.");
    expect(markdown).toContain("**The AI Act applies.** What applies on 1 January 2027.");
    expect(markdown).toContain("## Classification");
    expect(markdown).toContain("- **High-risk AI system (Annex III)**");
    expect(markdown).toContain("## Duties by role");
    expect(markdown).toContain("### Provider");
    expect(markdown).toContain("### Deployer");
    expect(markdown).toContain("Applies from 2 December 2027");
    const links: { url: string; text: string }[] = [];
    const walk = (node: Node) => {
      if (node.type === "link")
        links.push({
          url: node.url,
          text: node.children.map((child) => ("value" in child ? child.value : "")).join(""),
        });
      if ("children" in node) for (const child of node.children) walk(child);
    };
    walk(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
    expect(links[0]).toEqual({
      url: "https://legal.example/ai-act-check?role=provider&step=result",
      text: "The result online (the address holds the answers, nothing else)",
    });
    const definitions = markdown.match(/^\[\^\d+\]: .*$/gm) ?? [];
    expect(definitions.length).toBe(cvScreening.citations.length);
    expect(markdown).toContain(
      `Annex III, point 4 AI Act (CELEX 32024R1689). <${consolidated}#anx_III> Version: consolidated text of 27 July 2026`,
    );
    for (const definition of definitions) expect(definition).toContain(consolidated);
  });

  test("Word: the same provisions as real footnotes with their EUR-Lex links; in German", async () => {
    const docx = readDocx(await renderDocx(aiActCheckToExportDocument(cvScreening, { language: "de", now })));
    const text = docx.paragraphs.map((paragraph) => paragraph.text).join("\n");
    expect(text).toContain("AI-Act-Check: Ergebnis");
    expect(text).toContain("Keine Rechtsberatung.");
    expect(text).toContain("Anbieter");
    expect(docx.footnotes.length).toBeGreaterThanOrEqual(cvScreening.citations.length);
    const annexIII = docx.footnotes.find((footnote) => footnote.text.startsWith("Anhang III Nr. 4 KI-Verordnung"));
    expect(annexIII?.hyperlinks).toEqual([
      "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:02024R1689-20260727#anx_III",
    ]);
    expect(annexIII?.text).toContain("konsolidierte Fassung vom 27. Juli 2026");
  });
});
