import fs from "node:fs";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { parseOldpFixture } from "../sources/oldp.ts";
import { oldpMarkdownToHtml } from "./oldp-markdown.ts";
import { sanitiseDecisionHtml } from "./sanitise-html.ts";

const fixture = JSON.parse(
  fs.readFileSync(
    path.resolve(
      import.meta.dirname,
      "../../../../tests/fixtures/court-data/oldp-markdown/bgh-viii-zr-999-17.django-fixture.json",
    ),
    "utf8",
  ),
);

/** The full text as a reader sees it: the sanitised HTML's paragraphs and headings as text. */
function shown(html: string): string[] {
  const document = parseDocument(html);
  return DomUtils.findAll((element) => /^(p|h[2-6]|li)$/.test(element.name), document.children).map((element) =>
    DomUtils.textContent(element).replace(/\s+/g, " ").trim(),
  );
}

describe("Open Legal Data's Markdown (Django fixture format) to the full text", () => {
  const [record] = parseOldpFixture(fixture);
  const html = sanitiseDecisionHtml(record!.fullTextHtml!);
  const lines = shown(html);

  it("shows no row marks, escapes or Markdown syntax: ':| II.' reads 'II.'", () => {
    expect(lines).toContain("II.");
    expect(lines).toContain("I.");
    expect(lines.join("\n")).not.toMatch(/\||\\|\*|^#/m);
  });

  it("turns each numbered row into a paragraph with its Randnummer anchor, a continued line kept in its row", () => {
    expect(html).toContain('<a class="rn" id="rn-1" href="#rn-1">1</a>');
    expect(lines).toContain(
      "2 1. Das Gesuch ist nach § 44 Abs. 2 ZPO [glaubhaft] zu machen; der Kläger hat keine Tatsachen vorgetragen. Die Zeile setzt die Randnummer 2 fort.",
    );
    expect(html).toContain("<em>keine</em>");
    expect(lines).toContain("4 Die Kosten trägt der Kläger Wert: 500 €.");
  });

  it("keeps the court's '<b>' and '&' as text, and the judges' row without its mark", () => {
    expect(lines).toContain("3 Das Ablehnungsgesuch ist unbegründet <b>im Ergebnis</b> & ohne Aussicht.");
    expect(html).not.toContain("<b>");
    expect(lines).toContain("Dr. Anders Dr. Berger Dr. Conrad");
  });

  it("finds the tenor under its heading", () => {
    expect(shown(record!.tenor!)).toEqual(["Die Beschwerde des Klägers gegen den Richter Dr. K. wird zurückgewiesen."]);
    expect(lines.slice(0, 3)).toEqual(["Tenor", expect.stringContaining("Die Beschwerde"), "Gründe"]);
  });

  it("reads a paragraph without rows and a Markdown list as such", () => {
    expect(shown(sanitiseDecisionHtml(oldpMarkdownToHtml("Erster Satz\nzweite Zeile.\n\n- a\n- b")))).toEqual([
      "Erster Satz zweite Zeile.",
      "a",
      "b",
    ]);
  });
});
