import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { describe, expect, test } from "vitest";
import { answer1, answer2, question1, question2 } from "#tests/fixtures/export/chat-messages.ts";
import { answerToExportDocument } from "./answer-to-export-document.ts";
import { chatToExportDocument } from "./chat-to-export-document.ts";
import type { ExportDocument } from "./export-document.ts";
import { renderMarkdown } from "./render-markdown.ts";

const now = new Date("2026-11-25T10:00:00Z");

describe("renderMarkdown", () => {
  const markdown = renderMarkdown(
    answerToExportDocument(answer1, { language: "en", now, question: question1.content }),
  );

  test("title, question, date and the not-legal-advice line come first", () => {
    expect(markdown.split("\n\n").slice(0, 4)).toEqual([
      "# Research answer",
      "**May we use emotion recognition on our call-centre staff?**",
      "Exported on 25 November 2026",
      "_Not legal advice. This document sets out legal provisions for research; it does not replace advice on the facts of a case._",
    ]);
  });

  test("[n] markers become footnotes with the provision and its EUR-Lex link; a provision cited twice keeps one footnote", () => {
    expect(markdown).toContain("is a **prohibited practice**[^1], unless it serves _medical or safety_ reasons[^1].");
    expect(markdown).toContain(
      "1. Where emotion recognition is lawful, deployers must inform the persons exposed[^2].",
    );
    expect(markdown).toContain(
      "[^1]: Art. 5(1)(f) AI Act — Prohibited AI practices (CELEX 32024R1689). <https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#005.001> Version: consolidated text of 27 July 2026",
    );
    expect(markdown).toMatch(/\[\^2\]: Art\. 50\(3\) AI Act — Transparency obligations/);
    expect(markdown.match(/^\[\^\d+\]:/gm)).toHaveLength(2);
  });

  test("is valid GFM: a Markdown parser finds the footnote references and their definitions", () => {
    const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    const types = JSON.stringify(tree);
    expect(types.match(/"type":"footnoteReference"/g)).toHaveLength(3);
    expect(types.match(/"type":"footnoteDefinition"/g)).toHaveLength(2);
    expect(
      tree.children.filter((node) => node.type === "heading").map((node) => ("depth" in node ? node.depth : 0)),
    ).toEqual([1, 3, 4]);
  });

  test("keeps lists nested and an unknown number as text", () => {
    expect(markdown).toContain(
      "2. Check the exception for safety reasons.\n   - for example, detecting a driver's fatigue",
    );
    expect(markdown).toContain("> Note: an unknown number \\[9] stays as written.");
  });

  test("a chat in German: each answer's [1] is its own provision", () => {
    const chat = renderMarkdown(
      chatToExportDocument(
        { title: "Emotionserkennung", createdAt: "2026-11-25T09:00:00.000Z" },
        [question1, answer1, question2, answer2],
        { language: "de", now },
      ),
    );
    expect(chat).toContain("# Recherche-Chat: Emotionserkennung");
    expect(chat).toContain("Exportiert am 25. November 2026");
    expect(chat).toContain("_Keine Rechtsberatung.");
    expect(chat).toContain("## Frage 2");
    expect(chat).toContain("CV screening for recruitment is a high-risk use[^3].");
    expect(chat).toMatch(/\[\^3\]: Annex III, point 4 AI Act — High-risk AI systems referred to in Article 6\(2\)/);
  });

  test("text that looks like Markdown is escaped, not interpreted", () => {
    const document: ExportDocument = {
      language: "en",
      title: "A *title* with <b>HTML</b>",
      date: now,
      citations: [],
      sections: [
        {
          heading: "Question 1",
          blocks: [
            {
              type: "paragraph",
              content: [{ type: "text", text: "[link](javascript:alert(1)) and <script>x</script>" }],
            },
          ],
        },
      ],
    };
    const rendered = renderMarkdown(document);
    const tree = JSON.stringify(fromMarkdown(rendered, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
    expect(tree).not.toMatch(/"type":"(link|html)"/);
    // The only emphasis is the not-legal-advice line.
    expect(tree.match(/"type":"emphasis"/g)).toHaveLength(1);
    expect(rendered).toContain("# A \\*title\\* with \\<b>HTML\\</b>");
  });

  test("a bold label followed by its value reads as written, without character references", () => {
    const document: ExportDocument = {
      language: "de",
      title: "T",
      date: now,
      citations: [],
      sections: [
        {
          blocks: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "Frage: ", bold: true },
                { type: "text", text: "What must deployers do?" },
              ],
            },
          ],
        },
      ],
    };
    const rendered = renderMarkdown(document);
    expect(rendered).toContain("**Frage:** What must deployers do?");
    expect(rendered).not.toMatch(/&#x[0-9a-f]+;/i);
  });

  test("a reference to a citation the document lacks is an error, not a broken footnote", () => {
    const broken: ExportDocument = {
      language: "en",
      title: "T",
      date: now,
      citations: [],
      sections: [{ blocks: [{ type: "paragraph", content: [{ type: "citation", key: "x" }] }] }],
    };
    expect(() => renderMarkdown(broken)).toThrow('The document refers to citation "x"');
  });
});
