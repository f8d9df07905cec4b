import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { textFragmentMatches } from "#tests/support/text-fragment.ts";
import { eurLexUrl } from "../known-acts.ts";
import { parseActFile } from "./parse-act-file.ts";
import { textFragmentAnchors } from "./text-fragment-links.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus", name), "utf8");

describe.each([
  ["mini-directive_EN.eurlex.txt", "Article"],
  ["mini-directive_DE.eurlex.txt", "Artikel"],
])("links into a EUR-Lex page without ids (%s)", (file, word) => {
  const page = fixture(file);
  const act = parseActFile(page);
  const anchors = textFragmentAnchors(act);
  const url = (pinpoint: string) => eurLexUrl(act.celex, act.language, anchors.get(pinpoint));

  it("every article, paragraph and point lands on its article's heading, once", () => {
    const parts = act.provisions.filter((provision) => provision.pinpoint.startsWith("art_"));
    expect(parts.length).toBeGreaterThan(5);
    for (const provision of parts) {
      const { offsets, text } = textFragmentMatches(url(provision.pinpoint), page);
      const number = provision.pinpoint.split(".")[0]!.slice(4);
      expect(offsets, provision.label).toHaveLength(1);
      expect(text.slice(offsets[0]), provision.label).toMatch(new RegExp(`^${word.toLowerCase()} ${number} `));
    }
  });

  it("every recital lands on its own words, once, also where the page misspells them", () => {
    const recitals = act.provisions.filter((provision) => provision.kind === "recital");
    expect(recitals.length).toBeGreaterThan(0);
    for (const recital of recitals)
      expect(textFragmentMatches(url(recital.pinpoint), page).offsets, recital.label).toHaveLength(1);
  });

  it("the link is EUR-Lex's page of the act with the fragment percent-encoded", () => {
    expect(url("art_3.pt_a")).toMatch(
      new RegExp(
        `^https://eur-lex\\.europa\\.eu/legal-content/${act.language}/TXT/\\?uri=CELEX:31985L0374#:~:text=${word}%203,-`,
      ),
    );
  });
});

describe("acts whose page has ids", () => {
  it("keep their own anchors (no fragment)", () => {
    const act = parseActFile(fixture("mini-act_EN.cellar.xhtml"));
    expect(act.provisions.every((provision) => provision.anchor)).toBe(true);
    expect(textFragmentAnchors(act).size).toBe(0);
  });
});
