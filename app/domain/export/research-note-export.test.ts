import { describe, expect, test } from "vitest";
import { composeResearchNote } from "#app/domain/assistant/note/compose-research-note.ts";
import type { ChatMessage, Citation } from "#app/domain/assistant/stream-events.ts";
import { art26_7, art50_3, art5_1_f, def34, def39, numbered } from "#tests/fixtures/assistant/legal-passages.ts";
import { readDocx } from "#tests/support/read-docx.ts";
import { answerToExportDocument } from "./answer-to-export-document.ts";
import { renderDocx } from "./render-docx.ts";
import { renderMarkdown } from "./render-markdown.ts";

// The two pieces together: a note composed without a model, stored as an answer, exported.
describe("exporting a research note", async () => {
  const passages = numbered([art5_1_f, art50_3, art26_7]);
  const definitions = numbered([def39, def34], 4);
  const note = composeResearchNote({
    question: "Is emotion recognition of employees at the workplace prohibited?",
    language: "en",
    passages,
    definitions,
  });
  const citations: Citation[] = note.sources.map((source) => ({
    id: `citation${source.n}`,
    n: source.n,
    text: source.text,
    metadata: {
      act: source.act,
      celex: source.celex,
      pinpoint: source.label,
      provisionId: source.id,
      heading: source.heading,
      url: source.url,
    },
  }));
  const message: ChatMessage = {
    id: "note",
    type: "ai",
    timestamp: "2026-11-25T09:00:00.000Z",
    content: note.content,
    citations,
    withoutModel: true,
  };
  const now = new Date("2026-11-25T10:00:00Z");

  test("every [n] of the note is a Word footnote with its provision; the quotes keep their text", async () => {
    const docx = readDocx(await renderDocx(answerToExportDocument(message, { language: "en", now })));
    const markers = [...note.content.matchAll(/\[(\d+)\]/g)].length;
    expect(docx.footnotes).toHaveLength(markers);
    expect(docx.paragraphs.map((paragraph) => paragraph.text)).toContain(
      "Composed without an AI model from the retrieved provisions.",
    );
    const quote = docx.paragraphs.find((paragraph) =>
      paragraph.text.includes("to infer emotions of a natural person in the areas of workplace"),
    )!;
    expect(quote.text).toMatch(/medical or safety reasons;”\[\^\d+\]$/);
    expect(docx.footnotes.find((footnote) => footnote.id === quote.footnotes[0])!.text).toMatch(
      /^Article 5\(1\)\(f\) AI Act — Prohibited AI practices \(CELEX 32024R1689\)/,
    );
    expect(
      docx.paragraphs.find((paragraph) => paragraph.text === "Research note (composed without an AI model)")!.style,
    ).toBe("Heading2");
  });

  test("in Markdown the note's citations become five footnotes, one per provision", () => {
    const markdown = renderMarkdown(answerToExportDocument(message, { language: "en", now }));
    expect(markdown.match(/^\[\^\d+\]:/gm)).toHaveLength(5);
    expect(markdown).not.toMatch(/\[\d+\]/);
  });
});
