import { describe, expect, test } from "vitest";
import { answer1, answer2, question1, question2 } from "#tests/fixtures/export/chat-messages.ts";
import { projectToExportDocument } from "./project-to-export-document.ts";
import { renderMarkdown } from "./render-markdown.ts";

const now = new Date("2026-11-25T10:00:00Z");

describe("projectToExportDocument", () => {
  const project = { title: "Call-centre AI", description: "Emotion recognition and hiring tools." };

  test("title, description, then every chat with its questions, each answer's citations as its own footnotes", () => {
    const markdown = renderMarkdown(
      projectToExportDocument(
        {
          project,
          chats: [
            { chat: { title: "Emotions" }, messages: [question1, answer1] },
            { chat: { title: "Hiring" }, messages: [question2, answer2] },
          ],
        },
        { language: "en", now },
      ),
    );
    expect(markdown.split("\n\n").slice(0, 3)).toEqual([
      "# Research project: Call-centre AI",
      "Exported on 25 November 2026",
      expect.stringMatching(/^_Not legal advice\./),
    ]);
    expect(markdown).toContain("## Description\n\nEmotion recognition and hiring tools.");
    expect(markdown.indexOf("## Chat: Emotions")).toBeLessThan(markdown.indexOf("## Chat: Hiring"));
    expect(markdown).toContain("### Question 1\n\n**May we use emotion recognition on our call-centre staff?**");
    expect(markdown).toContain("CV screening for recruitment is a high-risk use[^3].");
    expect(markdown).toMatch(/\[\^1\]: Art\. 5\(1\)\(f\) AI Act/);
    expect(markdown).toMatch(/\[\^3\]: Annex III, point 4 AI Act/);
  });

  test("extra sections of other work product come after the description and before the chats, their citations as footnotes", () => {
    const document = projectToExportDocument(
      {
        project,
        chats: [{ chat: { title: "Emotions" }, messages: [question1, answer1] }],
        extraSections: [
          {
            sections: [
              {
                heading: "Regulation cards",
                blocks: [
                  {
                    type: "paragraph",
                    content: [
                      { type: "text", text: "The AI Act applies." },
                      { type: "citation", key: "card:1" },
                    ],
                  },
                ],
              },
            ],
            citations: [
              {
                key: "card:1",
                act: "AI Act",
                pinpoint: "Art. 2(1)",
                heading: "Scope",
                url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#art_2",
              },
            ],
          },
        ],
      },
      { language: "en", now },
    );
    expect(document.sections.map((section) => section.heading)).toEqual([
      "Description",
      "Regulation cards",
      "Chat: Emotions",
    ]);
    const markdown = renderMarkdown(document);
    expect(markdown).toContain("The AI Act applies.[^1]");
    expect(markdown).toContain(
      "[^1]: Art. 2(1) AI Act — Scope. <https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#art_2>",
    );
  });

  test("a project without description or chats says so, in German too", () => {
    const markdown = renderMarkdown(
      projectToExportDocument({ project: { title: "Leer", description: " " }, chats: [] }, { language: "de", now }),
    );
    expect(markdown).toContain("# Rechercheprojekt: Leer");
    expect(markdown).toContain("## Beschreibung\n\n_Keine Beschreibung._");
    expect(markdown).toContain("## Chats\n\n_Noch keine Chats._");
    expect(markdown).toContain("_Keine Rechtsberatung.");
  });
});
