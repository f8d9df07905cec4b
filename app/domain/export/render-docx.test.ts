import { describe, expect, test } from "vitest";
import { answer1, answer2, failed, question1, question2, streaming } from "#tests/fixtures/export/chat-messages.ts";
import { readDocx } from "#tests/support/read-docx.ts";
import { answerToExportDocument } from "./answer-to-export-document.ts";
import { chatToExportDocument } from "./chat-to-export-document.ts";
import { renderDocx } from "./render-docx.ts";

const now = new Date("2026-11-25T10:00:00Z");

describe("renderDocx: one answer", async () => {
  const docx = readDocx(
    await renderDocx(answerToExportDocument(answer1, { language: "en", now, question: question1.content })),
  );
  const texts = docx.paragraphs.map((paragraph) => paragraph.text);

  test("is a Word document with title, question, date and the not-legal-advice line (also in the footer)", () => {
    expect(docx.files).toEqual(
      expect.arrayContaining(["word/document.xml", "word/footnotes.xml", "[Content_Types].xml"]),
    );
    expect(docx.paragraphs[0]).toMatchObject({ text: "Research answer", style: "Title" });
    expect(texts).toContain("May we use emotion recognition on our call-centre staff?");
    expect(texts).toContain("Exported on 25 November 2026");
    expect(texts.some((text) => text.startsWith("Not legal advice."))).toBe(true);
    expect(docx.footers.join("\n")).toContain("Not legal advice.");
  });

  test("each [n] is a real footnote reference where the marker was; the footnote names the provision and links to EUR-Lex", () => {
    const answer = docx.paragraphs.find((paragraph) => paragraph.text.startsWith("No."))!;
    expect(answer.text).toBe(
      "No. Inferring the emotions of employees at the workplace is a prohibited practice[^1], unless it serves medical or safety reasons[^2].",
    );
    const footnote = (id: number) => docx.footnotes.find((entry) => entry.id === id)!;
    expect(footnote(1).text).toBe(
      "Art. 5(1)(f) AI Act — Prohibited AI practices (CELEX 32024R1689). https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#005.001 Version: consolidated text of 27 July 2026",
    );
    expect(footnote(1).hyperlinks).toEqual([
      "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#005.001",
    ]);
    // Word allows one reference per footnote: the second reference to Art. 5(1)(f) has a footnote of its own.
    expect(footnote(2).text).toBe(footnote(1).text);
    const list = docx.paragraphs.find((paragraph) => paragraph.text.startsWith("Where emotion recognition is lawful"))!;
    expect(list.footnotes).toEqual([3]);
    expect(footnote(3).text).toMatch(
      /^Art\. 50\(3\) AI Act — Transparency obligations for providers and deployers of certain AI systems \(CELEX 32024R1689\)\. https:\/\/eur-lex/,
    );
    expect(docx.footnotes).toHaveLength(3);
  });

  test("the answer's Markdown becomes Word structure: headings, bold, numbered and nested lists, a quote", () => {
    expect(docx.paragraphs.find((paragraph) => paragraph.text === "Short answer")!.style).toBe("Heading2");
    expect(docx.paragraphs.find((paragraph) => paragraph.text === "What else applies")!.style).toBe("Heading3");
    expect(
      docx.paragraphs.find((paragraph) => paragraph.text === "Check the exception for safety reasons.")!.numbered,
    ).toBe(true);
    expect(
      docx.paragraphs.find((paragraph) => paragraph.text === "for example, detecting a driver's fatigue")!.numbered,
    ).toBe(true);
    expect(texts).toContain("Note: an unknown number [9] stays as written.");
    expect(texts.join("\n")).not.toContain("**");
  });
});

test("a question alone is not an answer", () => {
  expect(() => answerToExportDocument(question1, { language: "en", now })).toThrow("Only an answer");
});

describe("renderDocx: a whole chat, in German", async () => {
  const document = chatToExportDocument(
    { title: "Emotionserkennung", createdAt: "2026-11-25T09:00:00.000Z" },
    [question1, answer1, question2, answer2, failed, streaming],
    { language: "de", now },
  );
  const docx = readDocx(await renderDocx(document));
  const texts = docx.paragraphs.map((paragraph) => paragraph.text);

  test("German fixed texts and date", () => {
    expect(texts[0]).toBe("Recherche-Chat: Emotionserkennung");
    expect(texts).toContain("Exportiert am 25. November 2026");
    expect(texts.some((text) => text.startsWith("Keine Rechtsberatung."))).toBe(true);
    expect(
      docx.paragraphs.filter((paragraph) => paragraph.style === "Heading1").map((paragraph) => paragraph.text),
    ).toEqual(["Frage 1", "Frage 2", "Antwort"]);
  });

  test("[1] of the second answer is the second answer's provision, not the first's", () => {
    const cv = docx.paragraphs.find((paragraph) => paragraph.text.startsWith("CV screening"))!;
    expect(cv.footnotes).toEqual([4]);
    expect(docx.footnotes.find((entry) => entry.id === 4)!.text).toMatch(
      /^Annex III, point 4 AI Act — High-risk AI systems referred to in Article 6\(2\)/,
    );
  });

  test("a failed answer says so; an answer still streaming is left out", () => {
    expect(texts).toContain("Keine Antwort (die Anfrage ist fehlgeschlagen).");
    expect(texts.join("\n")).not.toContain("Half an ans");
  });
});
