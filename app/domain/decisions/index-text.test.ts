import { describe, expect, it } from "vitest";
import { INDEX_VERBATIM_CHARS, indexText } from "./index-text.ts";

describe("indexText", () => {
  it("keeps a short text as it is", () => {
    expect(indexText("Die Kündigung ist unwirksam.")).toBe("Die Kündigung ist unwirksam.");
  });

  it("keeps the start verbatim and every later word once, without splitting a word", () => {
    const start = "Tatbestand ".repeat(Math.ceil(INDEX_VERBATIM_CHARS / 11) + 5);
    const text = `${start}Die Kündigung, die Kündigung (§ 626 BGB) und Baden-Baden; die Kündigung.`;
    const indexed = indexText(text);
    expect(indexed.startsWith(start.slice(0, INDEX_VERBATIM_CHARS - 11))).toBe(true);
    const tail = indexed.split("\n").at(-1)!;
    expect(tail).toBe("Die Kündigung 626 BGB und Baden-Baden");
    expect(indexed.length).toBeLessThan(text.length);
    expect(indexed).not.toMatch(/Tatbestan\b/);
  });
});
