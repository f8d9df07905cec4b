import { describe, expect, test } from "vitest";
import { htmlSection } from "./html-section.ts";

describe("htmlSection", () => {
  const decision = [
    "<h2>Leitsätze</h2><p>1. Ein Leitsatz.</p><p>2. Noch einer.</p>",
    "<h2>Tenor:</h2><p>Die Revision wird <b>zurückgewiesen</b>.</p><h3>a) Kosten</h3><p>Der Beklagte trägt die Kosten.</p>",
    "<h2>Gründe</h2><p>I. …</p>",
  ].join("");

  test("the content between a heading and the next heading that opens a section", () => {
    expect(htmlSection(decision, ["Leitsatz", "Leitsätze"])).toBe("<p>1. Ein Leitsatz.</p><p>2. Noch einer.</p>");
    // "a) Kosten" begins with a small letter: a sub-heading of the tenor, not a new section.
    expect(htmlSection(decision, ["Tenor"])).toBe(
      "<p>Die Revision wird <b>zurückgewiesen</b>.</p><h3>a) Kosten</h3><p>Der Beklagte trägt die Kosten.</p>",
    );
  });

  test("headings match whole, in any case, with a trailing colon and a comment inside", () => {
    expect(htmlSection("<H3> <!-- t --> TENOR : </H3><p>Abgewiesen.</p>", ["Tenor"])).toBe("<p>Abgewiesen.</p>");
    expect(htmlSection("<h2>Tenorierung</h2><p>x</p>", ["Tenor"])).toBeNull();
    expect(htmlSection("<p>Tenor</p><p>x</p>", ["Tenor"])).toBeNull();
  });

  test("the last section runs to the end; a heading with nothing after it is no section", () => {
    expect(htmlSection("<h2>Gründe</h2><p>I.</p><h2>Tenor</h2><p>Verworfen.</p>", ["Tenor"])).toBe("<p>Verworfen.</p>");
    expect(htmlSection("<h2>Tenor</h2>", ["Tenor"])).toBeNull();
  });

  test("markup inside an attribute or a comment is not a heading", () => {
    const tricky =
      '<p title="<h2>Tenor</h2>">Vorbemerkung</p><!-- <h2>Tenor</h2><p>falsch</p> --><h2>Tenor</h2><p>richtig</p>';
    expect(htmlSection(tricky, ["Tenor"])).toBe("<p>richtig</p>");
  });
});
