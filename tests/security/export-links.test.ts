import type { Link } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { visit } from "unist-util-visit";
import { describe, expect, test } from "vitest";
import { answer1, question1 } from "#tests/fixtures/export/chat-messages.ts";
import { readDocx } from "#tests/support/read-docx.ts";
import { answerToExportDocument } from "#app/domain/export/answer-to-export-document.ts";
import { renderDocx } from "#app/domain/export/render-docx.ts";
import { renderMarkdown } from "#app/domain/export/render-markdown.ts";
import type { ExportDocument } from "#app/domain/export/export-document.ts";

/*
 * Attack: model answers and breakdown texts with javascript:, data:, file:, UNC and search-ms:
 * links stayed live in .md exports and became external hyperlinks in .docx.
 */
const now = new Date("2026-11-25T10:00:00Z");
const dangerous = [
  "[run](javascript:alert(document.cookie))",
  "[page](data:text/html;base64,PHNjcmlwdD4=)",
  "[passwords](file:///etc/passwd)",
  "[share](\\\\attacker.example\\share\\x.exe)",
  "[search](search-ms:query=invoice&crumb=location:\\\\attacker.example\\s)",
];
const content = [...dangerous, "[EUR-Lex](https://eur-lex.europa.eu/)", "[write](mailto:office@example.org)"].join(
  "\n\n",
);
const message = { ...answer1, content };

function markdownLinks(markdown: string): string[] {
  const urls: string[] = [];
  visit(fromMarkdown(markdown), "link", (node: Link) => void urls.push(node.url));
  return urls;
}

describe("links in exports", () => {
  test("the Markdown export keeps only http, https and mailto links; the others are text", () => {
    const markdown = renderMarkdown(
      answerToExportDocument(message, { language: "en", now, question: question1.content }),
    );
    const links = markdownLinks(markdown);
    expect(links.every((url) => /^(https?|mailto):/.test(url))).toBe(true);
    expect(links).toEqual(expect.arrayContaining(["https://eur-lex.europa.eu/", "mailto:office@example.org"]));
    for (const label of ["run", "page", "passwords", "share", "search"]) expect(markdown).toContain(label);
    for (const scheme of ["javascript:", "data:", "file:", "\\\\attacker", "search-ms:"])
      expect(markdown).not.toContain(scheme);
  });

  test("the Word export makes hyperlinks only of http, https and mailto", async () => {
    const docx = readDocx(
      await renderDocx(answerToExportDocument(message, { language: "en", now, question: question1.content })),
    );
    const links = docx.paragraphs.flatMap((paragraph) => paragraph.hyperlinks);
    expect(links.sort()).toEqual(["https://eur-lex.europa.eu/", "mailto:office@example.org"]);
    expect(docx.paragraphs.map((paragraph) => paragraph.text)).toEqual(expect.arrayContaining(["run", "share"]));
  });

  test("a link any document builder makes is checked again by both renderers", async () => {
    const document: ExportDocument = {
      title: "Procedural breakdown",
      language: "en",
      date: now,
      sections: [
        { blocks: [{ type: "paragraph", content: [{ type: "link", text: "step", url: "javascript:alert(1)" }] }] },
      ],
      citations: [],
    };
    expect(markdownLinks(renderMarkdown(document))).toEqual([]);
    expect(readDocx(await renderDocx(document)).paragraphs.flatMap((paragraph) => paragraph.hyperlinks)).toEqual([]);
  });
});
