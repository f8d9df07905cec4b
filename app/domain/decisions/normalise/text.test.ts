import { describe, expect, test } from "vitest";
import { htmlToText, plainText, shorten } from "./text.ts";

describe("shorten (stored titles and feed texts)", () => {
  test("text within the limit is returned as it is", () => {
    expect(shorten("Kurzer Titel", 12)).toBe("Kurzer Titel");
  });

  test("a long text is cut at the last word boundary, with an ellipsis, within the limit", () => {
    const short = shorten("Verfall von Urlaubsansprüchen bei langandauernder Arbeitsunfähigkeit", 40);
    expect(short).toBe("Verfall von Urlaubsansprüchen bei…");
    expect([...short].length).toBeLessThanOrEqual(40);
  });

  test("punctuation before the cut is dropped, not left in front of the ellipsis", () => {
    expect(shorten("Urlaub, Verfall; Hinweisobliegenheit des Arbeitgebers", 20)).toBe("Urlaub, Verfall…");
    expect(shorten("Erstens: zweitens drittens", 12)).toBe("Erstens…");
  });

  test("without a word boundary near the limit the word itself is cut", () => {
    expect(shorten("Donaudampfschifffahrtsgesellschaftskapitän", 10)).toBe("Donaudamp…");
  });

  test("characters outside the Basic Multilingual Plane count once and are never split", () => {
    const text = `${"𝔄".repeat(8)} Ende`;
    expect(shorten(text, 13)).toBe(text);
    const cut = shorten("𝔄".repeat(20), 10);
    expect([...cut]).toHaveLength(10);
    expect(cut).toBe(`${"𝔄".repeat(9)}…`);
  });
});

describe("plainText (one line of text from HTML)", () => {
  test("tags become spaces, entities are decoded, white space collapsed", () => {
    expect(
      plainText("<p>Mitbestimmung&nbsp;bei <b>Software</b> &amp; &#220;berwachung.</p>\n<p>Zweiter&shy;satz</p>"),
    ).toBe("Mitbestimmung bei Software & Überwachung. Zweitersatz");
  });

  test("a tag cut off at the end of a shortened text leaves nothing behind", () => {
    expect(plainText('Leitsatz <a href="https://exam')).toBe("Leitsatz");
  });

  test("escaped markup stays text", () => {
    expect(plainText("a &lt;b&gt; c")).toBe("a <b> c");
  });

  test("text that looks like markup but is not stays text; every named reference is decoded", () => {
    expect(plainText("<p>Streitwert < 5.000 € und Zinsen > 5 %</p>")).toBe("Streitwert < 5.000 € und Zinsen > 5 %");
    expect(plainText("<p>&Auml;nderung der Gesch&auml;ftsgrundlage &sect; 313 BGB</p>")).toBe(
      "Änderung der Geschäftsgrundlage § 313 BGB",
    );
  });

  test("scripts, styles and comments carry no text; soft hyphens are dropped, literal or escaped", () => {
    expect(
      plainText(
        '<style>p{color:red}</style><p>Volumen\u00adprozent<!-- <b>nicht</b> --> und Volumen&shy;prozent</p><script>alert("x")</script>',
      ),
    ).toBe("Volumenprozent und Volumenprozent");
  });

  test("htmlToText keeps paragraphs apart where plainText joins them", () => {
    expect(htmlToText("<p>Eins</p><p>Zwei</p>")).toBe("Eins\n\nZwei");
    expect(plainText("<p>Eins</p><p>Zwei</p>")).toBe("Eins Zwei");
  });
});
