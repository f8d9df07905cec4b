import { describe, expect, test } from "vitest";
import { analyze, looksGerman, tokenizeWords } from "./text-analysis.ts";

describe("tokens and stems", () => {
  test("words are lower-cased letters and digits; hyphens split; a.i. stays one word", () => {
    expect(tokenizeWords("High-risk AI systems (Article 6)")).toEqual([
      "high",
      "risk",
      "ai",
      "systems",
      "article",
      "6",
    ]);
    expect(tokenizeWords("an A.I. tool")).toEqual(["an", "a.i.", "tool"]);
  });

  test("English: inflected forms share one stem; stop words are dropped", () => {
    const stem = (word: string) => analyze(word, "EN");
    expect(stem("deployers")).toEqual(stem("deployer"));
    expect(stem("obligations")).toEqual(stem("obligation"));
    expect(stem("providing")).toEqual(stem("provided"));
    expect(stem("monitoring")).toEqual(stem("monitored"));
    expect(stem("bodies")).toEqual(stem("body"));
    expect(stem("notified")).toEqual(stem("notify"));
    expect(analyze("What must the provider do?", "EN")).toEqual(stem("provider"));
    expect(stem("provider")).not.toEqual(stem("product"));
  });

  test("German: inflected forms share one stem, ß is ss; stop words are dropped", () => {
    const stem = (word: string) => analyze(word, "DE");
    expect(stem("Pflichten")).toEqual(stem("Pflicht"));
    expect(stem("Anbieters")).toEqual(stem("Anbieter"));
    expect(stem("Betreibern")).toEqual(stem("Betreiber"));
    expect(stem("Geldbußen")).toEqual(stem("Geldbusse"));
    expect(stem("Schäden")).toEqual(stem("Schaden"));
    expect(stem("Produkten")).toEqual(stem("Produkt"));
    expect(stem("Anforderungen")).toEqual(stem("Anforderung"));
    expect(stem("überwachen")).toEqual(stem("Überwachung"));
    expect(analyze("Welche Pflichten hat der Anbieter?", "DE")).toEqual([...stem("Pflichten"), ...stem("Anbieter")]);
  });

  test("German questions are told by their function words or umlauts", () => {
    expect(looksGerman("Welche Pflichten hat der Anbieter?")).toBe(true);
    expect(looksGerman("Gilt das für Software?")).toBe(true);
    expect(looksGerman("What must a provider do?")).toBe(false);
  });
});
