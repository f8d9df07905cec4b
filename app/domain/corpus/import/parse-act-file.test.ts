import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { detectFormat, parseActFile } from "./parse-act-file.ts";
import { annexSectionTitle } from "./provision-builder.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus", name), "utf8");
const byPinpoint = (act: ReturnType<typeof parseActFile>) =>
  new Map(act.provisions.map((provision) => [provision.pinpoint, provision]));

describe("the Formex parser", () => {
  const act = parseActFile(fixture("mini-act_EN.formex.xml"));
  const provisions = byPinpoint(act);

  test("tells the CELEX number and language from the act itself", () => {
    expect(act).toMatchObject({ celex: "32099R0042", language: "EN", format: "formex" });
  });

  test("yields recitals, articles, paragraphs, points, definitions and annexes with pinpoints in document order", () => {
    expect(act.provisions.map((provision) => provision.pinpoint)).toEqual([
      "rct_1",
      "rct_2",
      "art_1",
      "art_1.pt_1",
      "art_1.pt_2",
      "art_2",
      "art_2.par_1",
      "art_2.par_2",
      "art_2.par_2.pt_a",
      "art_2.par_2.pt_b",
      "art_3",
      "anx_I",
      "anx_I.pt_1",
      "anx_I.pt_2",
    ]);
  });

  test("renders quotation marks, leaves footnotes out and prints amounts as the OJ does", () => {
    expect(provisions.get("rct_1")!.text).toBe("Robots should be safe and trustworthy in the ‘Union’ market.");
    expect(provisions.get("art_3")!.text).toBe("Infringements shall be subject to fines of up to EUR 35 000 000.");
  });

  test("keeps the chapter, section and heading with each article and its parts", () => {
    expect(provisions.get("art_2.par_2.pt_a")).toMatchObject({
      kind: "point",
      label: "Article 2(2)(a)",
      heading: "Obligations of deployers",
      chapter: "CHAPTER II — OBLIGATIONS",
      section: "SECTION 1 — Deployers",
      parentPinpoint: "art_2.par_2",
      anchor: "002.002",
      text: "let the robot vacuum at night;",
    });
    expect(provisions.get("art_2.par_2")!.text).toBe(
      "2. Deployers shall not: (a) let the robot vacuum at night; (b) remove its safety bumper.",
    );
  });

  test("the points of a Definitions article are definitions headed by their term", () => {
    expect(provisions.get("art_1.pt_2")).toMatchObject({ kind: "definition", heading: "deployer", anchor: "art_1" });
  });

  test("annexes carry their heading and numbered items, dash lists keep their dashes", () => {
    expect(provisions.get("anx_I")).toMatchObject({ heading: "Forbidden places", kind: "annex" });
    expect(provisions.get("anx_I.pt_2")!.text).toBe("places listed below: — bakeries, — libraries.");
  });
});

describe("the EUR-Lex XHTML parser", () => {
  test("gives exactly the provisions of the Formex file (ids, labels, anchors, text)", () => {
    const formex = parseActFile(fixture("mini-act_EN.formex.xml"));
    const xhtml = parseActFile(fixture("mini-act_EN.cellar.xhtml"));
    expect(xhtml.format).toBe("xhtml");
    expect(xhtml.celex).toBe("32099R0042");
    expect(xhtml.provisions).toEqual(formex.provisions);
  });

  test("ignores scripts, the OJ header and the footnote text", () => {
    const xhtml = parseActFile(fixture("mini-act_EN.cellar.xhtml"));
    const all = xhtml.provisions.map((provision) => provision.text).join(" ");
    expect(all).not.toContain("secrets");
    expect(all).not.toContain("Official Journal");
    expect(all).not.toContain("OJ C 1");
  });

  test("rejects a page that is not an act", () => {
    expect(() => parseActFile("<html><body><p>Login</p></body></html>")).toThrow(/Not a EUR-Lex act page/);
  });
});

describe("annexes with sections (Formex and XHTML alike)", () => {
  const formex = parseActFile(fixture("mini-annex-sections_EN.formex.xml"));
  const xhtml = parseActFile(fixture("mini-annex-sections_EN.cellar.xhtml"));

  test("a section gets its official letter or number, its heading, and the points as its children", () => {
    expect(
      formex.provisions
        .filter((provision) => provision.pinpoint.startsWith("anx_"))
        .map((provision) => provision.pinpoint),
    ).toEqual([
      "anx_I",
      "anx_I.sec_A",
      "anx_I.sec_A.pt_1",
      "anx_I.sec_A.pt_2",
      "anx_I.sec_B",
      "anx_I.sec_B.pt_1",
      "anx_I.sec_B.pt_2",
      "anx_II",
      "anx_II.sec_1",
      "anx_II.sec_1.pt_1",
      "anx_II.sec_2",
      "anx_II.sec_2.pt_1",
    ]);
    const provisions = byPinpoint(formex);
    expect(provisions.get("anx_I.sec_B")).toMatchObject({
      kind: "annex_section",
      label: "Annex I, Section B",
      heading: "Information to be submitted by operators",
      parentPinpoint: "anx_I",
      anchor: "anx_I",
      text: "1. the operator’s name; 2. the flight zones used.",
    });
    expect(provisions.get("anx_I.sec_B.pt_2")).toMatchObject({
      kind: "annex_point",
      label: "Annex I, Section B, point 2",
      heading: "Information to be submitted by operators",
      parentPinpoint: "anx_I.sec_B",
      text: "the flight zones used.",
    });
    // "Section 1" with its heading in the subtitle line; "1. Introduction" is a numbered heading, not a section.
    expect(provisions.get("anx_II.sec_2")).toMatchObject({
      heading: "Additional documentation of heavy drones",
      text: "1. the results of the crash test.",
    });
    expect(provisions.get("anx_II")!.text).toContain("This Annex lists the documentation.");
    expect(formex.warnings).toEqual([]);
  });

  test("the XHTML page yields exactly the provisions of the Formex file", () => {
    expect(xhtml.provisions).toEqual(formex.provisions);
    expect(xhtml.warnings).toEqual([]);
  });

  test("German labels", () => {
    const german = parseActFile(fixture("mini-annex-sections_EN.formex.xml"), { language: "DE" });
    expect(byPinpoint(german).get("anx_I.sec_A.pt_1")!.label).toBe("Anhang I, Abschnitt A, Nummer 1");
  });

  test.each([
    [
      "Section A. List of Union harmonisation legislation",
      { key: "A", heading: "List of Union harmonisation legislation" },
    ],
    [
      "Section B — Information to be submitted by providers",
      { key: "B", heading: "Information to be submitted by providers" },
    ],
    ["Section 2", { key: "2", heading: null }],
    [
      "Abschnitt C — Vom Betreiber zu übermittelnde Angaben",
      { key: "C", heading: "Vom Betreiber zu übermittelnde Angaben" },
    ],
    ["1.   Introduction", undefined],
    ["Sections of the annex", undefined],
  ])("section title %j", (title, expected) => {
    expect(annexSectionTitle(title)).toEqual(expected);
  });
});

describe("the structured JSON parser", () => {
  const act = parseActFile(fixture("mini-pld_EN.structured.json"));
  const provisions = byPinpoint(act);

  test("reads articles into paragraphs and points and Definitions into definitions with nested points kept inside", () => {
    expect(act).toMatchObject({ celex: "32099L0007", format: "json", language: "EN" });
    expect(provisions.get("art_1.pt_2")).toMatchObject({
      kind: "definition",
      heading: "substantial modification",
      text: "‘substantial modification’ means a modification that: (a) changes the performance; or (b) increases the risk.",
    });
    expect(provisions.has("art_1.pt_a")).toBe(false);
    expect(provisions.get("art_2.par_2.pt_b")).toMatchObject({
      text: "destruction or corruption of data.",
      anchor: "002.002",
    });
  });

  test("repairs the known defects: glued chapter headings, signature block, duplicated recital", () => {
    expect(provisions.get("art_1")!.text).not.toContain("SPECIFIC PROVISIONS");
    expect(provisions.get("art_2")!.chapter).toBe("CHAPTER II — SPECIFIC PROVISIONS ON LIABILITY");
    expect(provisions.get("art_3")!.text).toBe("This Directive is addressed to the Member States.");
    expect(act.provisions.filter((provision) => provision.pinpoint === "rct_2")).toHaveLength(1);
    expect(act.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining("rct_2 appears twice"),
        expect.stringContaining("art_3: cut"),
        expect.stringContaining("glued heading"),
      ]),
    );
  });

  test("rejects JSON that is not an act, naming the field", () => {
    expect(() => parseActFile(JSON.stringify({ celex_id: "x", articles: [] }))).toThrow(/celex_id|articles|full_name/);
  });
});

describe("German texts", () => {
  test("a German Formex act gets German labels and „…“ terms", () => {
    const act = parseActFile(fixture("mini-act_DE.formex.xml"));
    const provisions = byPinpoint(act);
    expect(act).toMatchObject({ celex: "32099R0042", language: "DE" });
    expect(provisions.get("art_1.pt_1")).toMatchObject({
      kind: "definition",
      heading: "Roboter",
      label: "Art. 1 Nr. 1",
    });
    expect(provisions.get("art_2.par_1")!.label).toBe("Art. 2 Abs. 1");
    expect(provisions.get("rct_1")!.label).toBe("Erwägungsgrund 1");
  });
});

test("detectFormat tells the three formats apart and refuses others", () => {
  expect(detectFormat("<?xml version='1.0'?><ACT>")).toBe("formex");
  expect(detectFormat("<!DOCTYPE html><html>")).toBe("xhtml");
  expect(detectFormat('  {"celex_id": 1}')).toBe("json");
  expect(() => detectFormat("%PDF-1.7")).toThrow(/Unknown act format/);
});

describe("legacy EUR-Lex HTML (acts before the act-by-act OJ, e.g. the DSM Directive)", () => {
  const act = parseActFile(fixture("mini-directive_EN.legacy.html"));
  const provisions = byPinpoint(act);

  test("reads the flat ti-art/sti-art/normal run into the same provision model, without anchors", () => {
    expect(act).toMatchObject({ celex: "32099L0007", language: "EN", format: "xhtml" });
    expect(act.provisions.map((provision) => provision.pinpoint)).toEqual([
      "rct_1",
      "rct_2",
      "art_1",
      "art_2",
      "art_2.pt_1",
      "art_2.pt_2",
      "art_3",
      "art_3.par_1",
      "art_3.par_2",
      "art_3.par_2.pt_a",
      "art_3.par_2.pt_b",
      "anx_I",
      "anx_I.pt_1",
      "anx_I.pt_2",
    ]);
    expect(act.provisions.every((provision) => provision.anchor === "")).toBe(true);
    expect(provisions.get("rct_1")!.text).toBe("Poems written by robots raise new copyright questions.");
    expect(provisions.get("art_2.pt_1")).toMatchObject({ kind: "definition", heading: "poem" });
    expect(provisions.get("art_3.par_2")).toMatchObject({
      label: "Article 3(2)",
      heading: "Text and data mining for research",
      chapter: "TITLE II — EXCEPTIONS",
      text: "2. Copies made under paragraph 1 shall be stored: (a) securely; (b) for no longer than necessary.",
    });
    expect(provisions.get("anx_I")).toMatchObject({ heading: "Protected poem forms", text: "1. Sonnets. 2. Haiku." });
  });

  test("the signature, footnotes and scripts are no provision's text", () => {
    const all = act.provisions.map((provision) => provision.text).join(" ");
    expect(all).not.toMatch(/Done at|European Parliament|OJ C 1|tracking/);
  });
});

describe("the consolidated Formex parser (<CONS.ACT>)", () => {
  const act = parseActFile(fixture("mini-act_EN.consolidated.formex.xml"));
  const provisions = byPinpoint(act);

  test("tells the act, the consolidated version and its date, and the amending act", () => {
    expect(detectFormat(fixture("mini-act_EN.consolidated.formex.xml"))).toBe("formex");
    expect(act).toMatchObject({ celex: "32099R0042", language: "EN", format: "formex" });
    expect(act.version).toEqual({
      celex: "02099R0042-20990315",
      label: "consolidated text of 15 March 2099",
      validFrom: "2099-03-15",
      validTo: null,
      amendedBy: ["32099R0077"],
    });
  });

  test("inserted articles, paragraphs and points keep the project's pinpoints (art_1a, par_1a, pt_aa); deleted words are gone", () => {
    expect(act.provisions.map((provision) => provision.pinpoint)).toEqual([
      "art_1",
      "art_1a",
      "art_2",
      "art_2.par_1",
      "art_2.par_1.pt_a",
      "art_2.par_1.pt_aa",
      "art_2.par_1.pt_b",
      "art_2.par_1a",
      "anx_I",
      "anx_I.sec_A",
      "anx_I.sec_A.pt_2",
      "anx_I.sec_B",
      "anx_I.sec_B.pt_3",
      "anx_I.sec_B.pt_4",
    ]);
    expect(provisions.get("art_2")!.text).not.toContain("sing after midnight");
    expect(provisions.get("anx_I")!.text).not.toContain("2090/1");
    expect(provisions.get("art_2.par_1a")).toMatchObject({ label: "Article 2(1a)", heading: "Prohibited practices" });
  });

  test("marks the provisions an amendment inserted or replaced, and only those", () => {
    const amended = act.provisions.filter((provision) => provision.amended).map((provision) => provision.pinpoint);
    expect(amended).toEqual(
      expect.arrayContaining(["art_1a", "art_2.par_1.pt_aa", "art_2.par_1a", "anx_I.sec_B.pt_4"]),
    );
    expect(amended).not.toContain("art_1");
    expect(amended).not.toContain("art_2.par_1.pt_a");
    expect(amended).not.toContain("anx_I.sec_B.pt_3");
  });

  test("links go to the consolidated page's article and annex anchors", () => {
    expect(provisions.get("art_2.par_1.pt_aa")!.anchor).toBe("art_2");
    expect(provisions.get("anx_I.sec_B.pt_4")!.anchor).toBe("anx_I");
  });
});

describe("the plain-text parser of older acts", () => {
  const english = parseActFile(fixture("mini-directive_EN.eurlex.txt"));
  const german = parseActFile(fixture("mini-directive_DE.eurlex.txt"));

  test("skips the EUR-Lex boilerplate and tells CELEX and language from the header", () => {
    expect(detectFormat(fixture("mini-directive_EN.eurlex.txt"))).toBe("text");
    expect(english).toMatchObject({ celex: "31985L0374", language: "EN", format: "text" });
    expect(english.title).toMatch(/^Council Directive 85\/374\/EEC/);
    expect(german).toMatchObject({ celex: "31985L0374", language: "DE" });
  });

  test("recitals after Whereas / in Erwägung, articles, paragraphs run together, glued article headings, points", () => {
    expect(english.provisions.map((provision) => provision.pinpoint)).toEqual([
      "rct_1",
      "rct_2",
      "art_1",
      "art_2",
      "art_2.par_1",
      "art_2.par_2",
      "art_2.par_3",
      "art_3",
      "art_3.pt_a",
      "art_3.pt_b",
      "art_4",
      "art_4.par_1",
      "art_4.par_2",
      "art_5",
    ]);
    const byId = byPinpoint(english);
    expect(byId.get("art_2.par_2")!.text).toBe(
      "2. Any person who imports into the Community a product for sale shall be deemed to be a producer.",
    );
    expect(byId.get("art_4.par_2")!.text).toBe(
      "2. The laws on interruption of the limitation period shall be unaffected by this Directive.",
    );
    expect(byId.get("art_5")!.text).toBe(
      "The rights conferred upon the injured person shall be extinguished after 10 years.",
    );
    expect(byId.get("art_3.pt_b")).toMatchObject({ label: "Article 3(b)", kind: "point" });
    expect(english.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining("libility"), expect.stringContaining("Article 5")]),
    );
    expect(german.provisions.map((provision) => provision.pinpoint)).toEqual([
      "rct_1",
      "rct_2",
      "art_1",
      "art_2",
      "art_2.par_1",
      "art_2.par_2",
      "art_3",
      "art_3.pt_a",
      "art_3.pt_b",
    ]);
    expect(byPinpoint(german).get("art_3.pt_b")).toMatchObject({
      label: "Art. 3 Buchst. b",
      text: "daß der Fehler durch den Stand der Wissenschaft nicht erkannt werden konnte.",
    });
  });

  test("the 1985 directive carries the note that the 1999 amendment is not in its text", () => {
    expect(english.note).toMatch(/1999\/34\/EC.*not in this text/);
    expect(german.note).toMatch(/1999\/34\/EG.*nicht enthalten/);
  });
});

describe("the EUR-Lex consolidated HTML parser", () => {
  const act = parseActFile(fixture("mini-act_EN.consolidated.html"));
  const provisions = byPinpoint(act);

  test("the reference line gives the act, the version and its date; the amending act comes from the markers", () => {
    expect(act).toMatchObject({ celex: "32099R0042", language: "EN", format: "xhtml" });
    expect(act.version).toEqual({
      celex: "02099R0042-20990315",
      label: "consolidated text of 15 March 2099",
      validFrom: "2099-03-15",
      validTo: null,
      amendedBy: ["32099R0077"],
    });
  });

  test("the same pinpoints as the consolidated Formex; markers stripped from the text", () => {
    expect(act.provisions.map((provision) => provision.pinpoint)).toEqual([
      "art_1",
      "art_1a",
      "art_2",
      "art_2.par_1",
      "art_2.par_1.pt_a",
      "art_2.par_1.pt_aa",
      "art_2.par_1.pt_b",
      "art_2.par_3",
      "anx_I",
      "anx_I.sec_A",
      "anx_I.sec_A.pt_2",
      "anx_I.sec_B",
      "anx_I.sec_B.pt_3",
      "anx_I.sec_B.pt_4",
    ]);
    expect(provisions.get("art_2.par_3")!.text).toBe("3. Robots may never sing after midnight.");
    expect(act.provisions.some((provision) => /[▼►◄]|—————/.test(provision.text))).toBe(false);
    expect(provisions.get("art_1")).toMatchObject({
      heading: "Subject matter",
      chapter: "CHAPTER I — GENERAL PROVISIONS",
      anchor: "art_1",
    });
  });

  test("the markers tell which provisions an amendment inserted or changed", () => {
    const amended = act.provisions.filter((provision) => provision.amended).map((provision) => provision.pinpoint);
    expect(amended).toEqual(expect.arrayContaining(["art_1a", "art_2.par_1.pt_aa", "art_2.par_3", "anx_I.sec_B.pt_4"]));
    for (const unchanged of ["art_1", "art_2.par_1.pt_a", "art_2.par_1.pt_b", "anx_I.sec_B.pt_3"])
      expect(amended).not.toContain(unchanged);
  });
});

describe("superscripts: a power after a digit reads 10^25, footnote markers stay out of it (ADR 150)", () => {
  const patched = (name: string, from: string, to: string) => {
    const source = fixture(name);
    expect(source).toContain(from);
    return parseActFile(source.replace(from, to));
  };

  test("Formex: 10<HT TYPE=SUP>25</HT> and a <NOTE> right after a year", () => {
    const act = patched(
      "mini-act_EN.formex.xml",
      "for six months.",
      'for 10<HT TYPE="SUP">25</HT> seconds, as Regulation 2016/679<NOTE NOTE.ID="E0001" NUMBERING="ARAB" TYPE="FOOTNOTE"><P>OJ L 119.</P></NOTE> says, and the 1<HT TYPE="SUP">st</HT> day.',
    );
    expect(byPinpoint(act).get("art_2.par_1")?.text).toBe(
      "1. Deployers shall keep the robot's cleaning logs for 10^25 seconds, as Regulation 2016/679 says, and the 1st day.",
    );
  });

  test("EUR-Lex XHTML: <span class=oj-super> as a power; the footnote marker after a year left out", () => {
    const act = patched(
      "mini-act_EN.cellar.xhtml",
      "floors need clear duties.",
      'floors above 10<span class="oj-super">25</span> and 10<sup>−6</sup> need the duties of Regulation 2016/679 <a id="ntc2-X-E0002" href="#ntr2-X-E0002">(<span class="oj-super oj-note-tag">2</span>)</a>.',
    );
    expect(byPinpoint(act).get("rct_2")?.text).toBe(
      "Deployers of robots that vacuum floors above 10^25 and 10^-6 need the duties of Regulation 2016/679.",
    );
  });

  test("consolidated EUR-Lex HTML: <span class=superscript> as a power; the footnote reference keeps its number", () => {
    const act = patched(
      "mini-act_EN.consolidated.html",
      "Deployers shall train their staff in robot literacy.",
      'Deployers above 10<span class="superscript">25</span> shall follow Regulation (EU) 2016/679 (<a href="#E0001" id="src.E0001"> <span class="superscript">1</span> </a>).',
    );
    expect(byPinpoint(act).get("art_1a")?.text).toBe(
      "Deployers above 10^25 shall follow Regulation (EU) 2016/679 ( 1 ).",
    );
  });

  test("legacy EUR-Lex HTML: <sup> as a power; the footnote marker left out", () => {
    const act = patched(
      "mini-directive_EN.legacy.html",
      "This Directive lays down rules on copyright in robot-written poems.",
      'This Directive covers 10<sup>25</sup> poems under Directive 2001/29/EC<a id="ntc2" href="#ntr2">(<span class="super">2</span>)</a>.',
    );
    expect(byPinpoint(act).get("art_1")?.text).toBe("This Directive covers 10^25 poems under Directive 2001/29/EC.");
  });
});
