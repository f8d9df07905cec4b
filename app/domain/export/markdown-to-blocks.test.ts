import { describe, expect, test } from "vitest";
import { markdownToBlocks, maxMarkdownLength } from "./markdown-to-blocks.ts";

const keys = (n: number) => (n <= 2 ? `answer:${n}` : undefined);

describe("markdownToBlocks", () => {
  test("[n] of a known citation becomes a reference where it stood; the space before it goes", () => {
    expect(markdownToBlocks("Prohibited [1], see also **Art. 50** [2].", keys)).toEqual([
      {
        type: "paragraph",
        content: [
          { type: "text", text: "Prohibited" },
          { type: "citation", key: "answer:1" },
          { type: "text", text: ", see also " },
          { type: "text", text: "Art. 50", bold: true },
          { type: "citation", key: "answer:2" },
          { type: "text", text: "." },
        ],
      },
    ]);
  });

  test("a number that is no citation, raw HTML and a link stay what they are", () => {
    expect(markdownToBlocks("See [7] and <b>this</b> [EUR-Lex](https://eur-lex.europa.eu/).", keys)).toEqual([
      {
        type: "paragraph",
        content: [
          { type: "text", text: "See [7] and " },
          { type: "text", text: "<b>" },
          { type: "text", text: "this" },
          { type: "text", text: "</b>" },
          { type: "text", text: " " },
          { type: "link", text: "EUR-Lex", url: "https://eur-lex.europa.eu/" },
          { type: "text", text: "." },
        ],
      },
    ]);
  });

  test("headings keep their order of rank; a bullet list nested in a numbered one keeps its kind", () => {
    const blocks = markdownToBlocks("# A\n\n## B\n\n### C\n\n#### D\n\n1. one\n   - sub\n2. two", keys);
    expect(blocks.slice(0, 4).map((block) => (block.type === "heading" ? block.level : 0))).toEqual([1, 1, 2, 3]);
    expect(blocks[4]).toEqual({
      type: "list",
      ordered: true,
      items: [
        { level: 0, ordered: true, content: [{ type: "text", text: "one" }] },
        { level: 1, ordered: false, content: [{ type: "text", text: "sub" }] },
        { level: 0, ordered: true, content: [{ type: "text", text: "two" }] },
      ],
    });
  });

  test("exports Markdown beyond its bound whole, as plain paragraphs (not parsed)", () => {
    expect(markdownToBlocks(`${"a".repeat(maxMarkdownLength)}\n\n[x](javascript:y)`, keys)).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "a".repeat(maxMarkdownLength) }] },
      { type: "paragraph", content: [{ type: "text", text: "[x](javascript:y)" }] },
    ]);
  });
});
