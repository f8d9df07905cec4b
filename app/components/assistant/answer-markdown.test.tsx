import { expect, test } from "vitest";
import { composeResearchNote } from "#app/domain/assistant/note/compose-research-note.ts";
import { aiActVerdict } from "#app/domain/assistant/note/note-verdict.ts";
import { art26_7, art5_1_f, art99_3 } from "#tests/fixtures/assistant/legal-passages.ts";
import { AnswerMarkdown } from "./answer-markdown.tsx";
import { renderWithTexts } from "./render-with-texts.tsx";
import { makeCitation } from "./test-fixtures.ts";

const render = (content: string, lang: "en" | "de" = "en") =>
  renderWithTexts(
    <AnswerMarkdown
      content={content}
      citations={[makeCitation(1), makeCitation(2)]}
      onOpenCitation={() => undefined}
    />,
    lang,
  );

test("each [n] of a cited provision becomes a marker button named after the provision", () => {
  const page = render("Social scoring is **prohibited** [1], with exceptions [2][1].");
  expect(page.texts("button")).toEqual([
    "[1] Source 1: Art. 1(1), Regulation (EU) 2024/1689 (AI Act)",
    "[2] Source 2: Art. 2(1), Regulation (EU) 2024/1689 (AI Act)",
    "[1] Source 1: Art. 1(1), Regulation (EU) 2024/1689 (AI Act)",
  ]);
  expect(page.texts("strong")).toEqual(["prohibited"]);
  expect(page.attributes("a", "href")).toEqual([]);
});

test("German texts name the source in German", () => {
  expect(render("Verboten [2].", "de").texts("button")).toEqual([
    "[2] Quelle 2: Art. 2(1), Regulation (EU) 2024/1689 (AI Act)",
  ]);
});

test("a number that no citation has stays plain text, as does a number inside code", () => {
  const page = render("Unknown [7] and `see [1]` here.\n\n```\n[2]\n```");
  expect(page.texts("button")).toEqual([]);
  expect(page.text).toContain("Unknown [7] and see [1] here.");
});

test("raw HTML from the model is never rendered; dangerous links lose their target", () => {
  const page = render(
    '<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)"> <b>bold</b> [click](javascript:alert(3)) [ok](https://eur-lex.europa.eu/)',
  );
  expect(page.text).toContain("Text bold click ok");
  expect(page.html).not.toMatch(/<script|<img|onerror|javascript:|<b>/i);
  expect(page.attributes("a", "href")).toEqual([undefined, "https://eur-lex.europa.eu/"]);
  expect(page.attributes("a", "rel")).toEqual(["noopener noreferrer nofollow", "noopener noreferrer nofollow"]);
});

test("GFM tables and lists render", () => {
  const page = render("| Act | Art. |\n| --- | --- |\n| AI Act | 5 [1] |\n\n- one\n- two");
  expect(page.texts("td")).toEqual(["AI Act", "5 [1] Source 1: Art. 1(1), Regulation (EU) 2024/1689 (AI Act)"]);
  expect(page.texts("li")).toEqual(["one", "two"]);
});

test("a research note's short answer renders as a heading and a paragraph whose markers open its sources", () => {
  const question = "Is emotion recognition of employees at the workplace allowed under the AI Act?";
  const resolve = (pinpoint: string) => [art5_1_f, art99_3].find((match) => match.pinpoint === pinpoint);
  const note = composeResearchNote({
    question,
    language: "en",
    passages: [art5_1_f, art26_7],
    verdict: aiActVerdict({ question, language: "en", asOf: "2026-11-25", resolve }),
  });
  const page = renderWithTexts(
    <AnswerMarkdown
      content={note.content}
      citations={note.sources.map((source) => makeCitation(source.n))}
      onOpenCitation={() => undefined}
    />,
  );
  expect(page.texts("h3")[0]).toBe("Short answer");
  expect(page.texts("p").find((text) => text.startsWith("No — under the AI Act"))).toMatch(
    /^No — under the AI Act this is a prohibited practice .*prohibited since 2 February 2025 \[1\] Source 1: /,
  );
  expect(page.texts("button").map((text) => text.split(" ")[0])).toEqual(expect.arrayContaining(["[1]", "[2]", "[3]"]));
  expect(page.text).not.toMatch(/\\\(|\*\*/);
});

test("links the model writes itself never pass for citations (they show their address or stay text)", () => {
  const page = render("See [1](https://evil.example/a), [[2]](https://evil.example/b), [law](#citation-1) and [1].");
  // Only the real marker is a button.
  expect(page.texts("button")).toHaveLength(1);
  expect(page.attributes("a", "href")).toEqual(["https://evil.example/a", "https://evil.example/b"]);
  expect(page.texts("a")).toEqual(["https://evil.example/a", "https://evil.example/b"]);
  expect(page.text).toContain("evil.example/b, law and [1]");
});
