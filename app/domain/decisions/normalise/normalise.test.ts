import { describe, expect, it } from "vitest";
import { normaliseEcli, parseDecisionDate, parseFileNumbers } from "./fields.ts";
import { oldpMarkdownToHtml as markdownToHtml } from "./oldp-markdown.ts";
import { sanitiseDecisionHtml } from "./sanitise-html.ts";

describe("field normalisation", () => {
  it("splits file numbers and drops duplicates", () => {
    expect(parseFileNumbers("2 BvQ 53/18, 2 BvQ 54/18;2 BvQ 54/18")).toEqual(["2 BvQ 53/18", "2 BvQ 54/18"]);
    expect(parseFileNumbers(["VIII\u00a0ZR\u00a0127/17"])).toEqual(["VIII ZR 127/17"]);
    expect(parseFileNumbers("")).toEqual([]);
  });

  it("parses the date formats of the sources and rejects impossible dates", () => {
    expect(parseDecisionDate("20180822")).toBe("2018-08-22");
    expect(parseDecisionDate("2022-10-13T00:00:00Z")).toBe("2022-10-13");
    expect(parseDecisionDate("14.10.2022")).toBe("2022-10-14");
    expect(parseDecisionDate("20191332")).toBeNull();
    expect(parseDecisionDate("2025-02-30")).toBeNull();
    expect(parseDecisionDate("gestern")).toBeNull();
  });

  it("keeps ECLIs as published and drops empty or malformed ones", () => {
    expect(normaliseEcli(" ECLI:DE:BVerfG:2018:qs20180822.2bvq005318 ")).toBe(
      "ECLI:DE:BVerfG:2018:qs20180822.2bvq005318",
    );
    expect(normaliseEcli("")).toBeNull();
    expect(normaliseEcli("not an ecli")).toBeNull();
  });
});

describe("sanitiseDecisionHtml", () => {
  it("removes scripts, handlers and styles and turns Randnummern into anchors", () => {
    const html = sanitiseDecisionHtml(
      '<dl class="RspDL"><dt><a name="rd_7">7</a></dt><dd><p onclick="x()" style="color:red">Text<script>alert(1)</script></p></dd></dl><span class="absatzRechts">8</span><p class="absatzLinks">Mehr</p><a href="javascript:alert(1)">x</a>',
    );
    expect(html).toContain('<a class="rn" id="rn-7" href="#rn-7">7</a>');
    expect(html).toContain('<a class="rn" id="rn-8" href="#rn-8">8</a>');
    expect(html).not.toMatch(/script|onclick|style=|javascript|absatzLinks/);
  });

  it("converts the Markdown of Open Legal Data fixtures with paragraph numbers", () => {
    const html = sanitiseDecisionHtml(markdownToHtml("## Gründe\n\n| I.\n1| Der Kläger ist <b>Mieter</b>."));
    expect(html).toContain("<h2>Gründe</h2>");
    expect(html).toContain('<a class="rn" id="rn-1" href="#rn-1">1</a> Der Kläger ist &lt;b&gt;Mieter&lt;/b&gt;.');
  });

  it('drops the row marks of unnumbered lines (":| II." in Open Legal Data\'s Markdown)', () => {
    const html = sanitiseDecisionHtml(
      markdownToHtml("2| zugewiesen.\n\n:| II.\n3| Das Ablehnungsgesuch ist unbegründet.\n:| Sost-Scheible Cierniak"),
    );
    expect(html).toContain("<p>II.</p>");
    expect(html).toContain("<p>Sost-Scheible Cierniak</p>");
    expect(html).not.toContain("|");
  });
});
