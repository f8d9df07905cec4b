import { describe, expect, it } from "vitest";
import { sanitiseDecisionHtml } from "#app/domain/decisions/normalise/sanitise-html.ts";

describe("paragraph markers in sanitised decision HTML", () => {
  it("a marker inside an attribute stays text there and never becomes markup", () => {
    const html = sanitiseDecisionHtml(
      '<p><a href="https://example.org/\u27e6rn:5\u27e7">Link</a> <a name="rd_6">6</a> Text</p>',
    );
    expect(html).toBe(
      '<p><a href="https://example.org/\u27e6rn:5\u27e7">Link</a> <a class="rn" id="rn-6" href="#rn-6">6</a> Text</p>',
    );
  });

  it("finds juris Randnummern whatever the order of their attributes", () => {
    const html = sanitiseDecisionHtml('<p><a id="x" name="rd_3" title="Randnummer">3</a> Gründe</p>');
    expect(html).toBe('<p><a class="rn" id="rn-3" href="#rn-3">3</a> Gründe</p>');
  });
});
