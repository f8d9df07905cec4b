import { describe, expect, test } from "vitest";
import { asksUnderOtherLaw } from "../search-coverage.server.ts";
import { otherLawNamed, parseReferences } from "./parse-references.ts";

const AI = "32024R1689";
const DSM = "32019L0790";
const PLD = "32024L2853";
const PLD85 = "31985L0374";
const OMNIBUS = "32026R1744";

/** [as written, the pinpoints it names, the acts of the first reference] */
const forms: [string, string[], string[]][] = [
  // Articles, English and German
  ["Article 53 AI Act", ["art_53"], [AI]],
  ["Art. 4 KI-VO", ["art_4"], [AI]],
  ["Artikel 10 KI-Verordnung", ["art_10"], [AI]],
  ["Art 50 AIA", ["art_50"], [AI]],
  // Paragraphs
  ["Article 17(4) DSM Directive", ["art_17.par_4"], [DSM]],
  ["Art. 17 Abs. 4 DSM-RL", ["art_17.par_4"], [DSM]],
  ["paragraph 4 of Article 17 of the Copyright Directive", ["art_17.par_4"], [DSM]],
  ["Article 17 paragraph 4 DSM-Richtlinie", ["art_17.par_4"], [DSM]],
  ["Artikel 17 Absatz 4 Urheberrechtsrichtlinie", ["art_17.par_4"], [DSM]],
  // Subparagraphs and sentences (no ids of their own: the paragraph, with the part in the path)
  ["the second subparagraph of Article 6(1) of the AI Act", ["art_6.par_1"], [AI]],
  ["Art. 6 Abs. 1 UAbs. 2 KI-VO", ["art_6.par_1"], [AI]],
  ["Article 10(1), first sentence, of Directive 85/374/EEC", ["art_10.par_1"], [PLD85]],
  ["Art. 10 Abs. 1 Satz 1 85/374/EWG", ["art_10.par_1"], [PLD85]],
  // Points
  ["Article 5(1)(f) AI Act", ["art_5.par_1.pt_f"], [AI]],
  ["point (f) of Article 5(1) AI Act", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 5 Abs. 1 lit. f KI-VO", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 5 Abs. 1 Buchst. f KI-VO", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 3 Nr. 1 KI-VO", ["art_3.pt_1"], [AI]],
  ["Article 3 point (1) AI Act", ["art_3.pt_1"], [AI]],
  ["Article 7(a) of Directive 85/374/EEC", ["art_7.pt_a"], [PLD85]],
  // Inserted provisions
  ["Article 4a AI Act", ["art_4a"], [AI]],
  ["Article 60a AI Act", ["art_60a"], [AI]],
  ["Art. 75c KI-VO", ["art_75c"], [AI]],
  ["Article 5(1)(ba) AI Act", ["art_5.par_1.pt_ba"], [AI]],
  ["Article 99(4)(da) AI Act", ["art_99.par_4.pt_da"], [AI]],
  ["Art. 5 Abs. 1 Buchst. ba KI-VO", ["art_5.par_1.pt_ba"], [AI]],
  // Annexes
  ["Annex III AI Act", ["anx_III"], [AI]],
  ["Annex I Section B AI Act", ["anx_I.sec_B"], [AI]],
  ["Anhang I Abschnitt A Nr. 2 KI-VO", ["anx_I.sec_A.pt_2"], [AI]],
  ["Anhang III Nr. 4 KI-Verordnung", ["anx_III.pt_4"], [AI]],
  ["point 4 of Annex III to the AI Act", ["anx_III.pt_4"], [AI]],
  ["Nr. 4 des Anhangs III der KI-VO", ["anx_III.pt_4"], [AI]],
  ["Absatz 4 von Artikel 17 der DSM-RL", ["art_17.par_4"], [DSM]],
  ["Annex III, point 4(a) AI Act", ["anx_III.pt_4.pt_a"], [AI]],
  // Recitals
  ["Recital 133 AI Act", ["rct_133"], [AI]],
  ["Erwägungsgrund 27 KI-VO", ["rct_27"], [AI]],
  ["ErwG 12 DSM-RL", ["rct_12"], [DSM]],
  ["Recital 5 of Regulation (EU) 2026/1744", ["rct_5"], [OMNIBUS]],
  ["Erwägungsgrund 5 der Verordnung (EU) 2026/1744", ["rct_5"], [OMNIBUS]],
  // Ranges and lists
  ["Articles 8 to 15 AI Act", ["art_8", "art_9", "art_10", "art_11", "art_12", "art_13", "art_14", "art_15"], [AI]],
  ["Art. 8–15 KI-VO", ["art_8", "art_9", "art_10", "art_11", "art_12", "art_13", "art_14", "art_15"], [AI]],
  ["Art. 8 bis 10 KI-VO", ["art_8", "art_9", "art_10"], [AI]],
  ["Art. 6 and 7 AI Act", ["art_6", "art_7"], [AI]],
  ["Art. 6 und 7 KI-VO", ["art_6", "art_7"], [AI]],
  ["Art. 16, 17 DSM", ["art_16", "art_17"], [DSM]],
  ["Article 5(1)(a) and (b) AI Act", ["art_5.par_1.pt_a", "art_5.par_1.pt_b"], [AI]],
  ["Erwägungsgründe 12 und 13 KI-VO", ["rct_12", "rct_13"], [AI]],
  ["Article 6 and Annex III of the AI Act", ["art_6", "anx_III"], [AI]],
  // Act designations
  ["Article 6 of Regulation (EU) 2024/1689", ["art_6"], [AI]],
  ["Art. 6 Verordnung (EU) 2024/1689", ["art_6"], [AI]],
  ["Article 17 of Directive (EU) 2019/790", ["art_17"], [DSM]],
  ["Article 17 (EU) 2019/790", ["art_17"], [DSM]],
  ["Article 4(1) of Directive (EU) 2024/2853", ["art_4.par_1"], [PLD]],
  ["Article 10 of Directive 85/374/EEC", ["art_10"], [PLD85]],
  ["Art. 10 Richtlinie 85/374/EWG", ["art_10"], [PLD85]],
  ["Art. 7 EWGRL 374/85", ["art_7"], [PLD85]],
  ["Article 7 of the new Product Liability Directive", ["art_7"], [PLD]],
  ["Article 7 of the old Product Liability Directive", ["art_7"], [PLD85]],
  ["Art. 7 ProdHaftRL", ["art_7"], [PLD, PLD85]],
  ["Article 9 PLD", ["art_9"], [PLD, PLD85]],
  ["Art. 7 Produkthaftungsrichtlinie", ["art_7"], [PLD, PLD85]],
  ["KI-VO, Art. 5", ["art_5"], [AI]],
];

describe("parseReferences", () => {
  test.each(forms)("%s", (text, pinpoints, acts) => {
    const { references } = parseReferences(text);
    expect(references.map((reference) => reference.pinpoint)).toEqual(pinpoints);
    expect(references[0]!.acts).toEqual(acts);
  });

  test("inside a longer question: the reference's characters are consumed, the rest is left for search", () => {
    const text = "What does Article 26(7) AI Act say about workers?";
    const { references, rest } = parseReferences(text);
    expect(references).toHaveLength(1);
    expect(text.slice(references[0]!.span.start, references[0]!.span.end)).toBe("Article 26(7) AI Act");
    expect(rest).toBe("What does say about workers?");
  });

  test("the unit path keeps the parts that have no id: subparagraph and sentence", () => {
    const [reference] = parseReferences("Art. 6 Abs. 1 UAbs. 2 Satz 1 KI-VO").references;
    expect(reference!.path).toEqual({
      unit: "article",
      number: "6",
      paragraph: "1",
      subparagraph: 2,
      sentence: 1,
      points: [],
    });
  });

  test("a reference without an act has no candidates", () => {
    const { references } = parseReferences("Was regelt Art. 5 Abs. 1?");
    expect(references.map((reference) => [reference.pinpoint, reference.acts])).toEqual([["art_5.par_1", []]]);
  });

  test("the ambiguous Product Liability Directive: the old one first when the wording or a year points to it", () => {
    expect(
      parseReferences("Art. 7 Produkthaftungsrichtlinie für ein 2019 verkauftes Produkt").references[0]!.acts,
    ).toEqual([PLD85, PLD]);
    expect(parseReferences("Article 7 PLD 1985").references[0]!.acts).toEqual([PLD85]);
  });

  test("the old and the new directive named together under one name: both, neither alone (ADR 154)", () => {
    const mentioned = (text: string) => parseReferences(text).mentionedActs.map((mention) => mention.acts);
    expect(
      mentioned("Gibt es den Entlastungsgrund sowohl in der alten als auch in der neuen Produkthaftungsrichtlinie?"),
    ).toEqual([[PLD85, PLD]]);
    expect(mentioned("What changed between the new and the old PLD on software?")).toEqual([[PLD, PLD85]]);
    expect(parseReferences("Art. 7 der alten und neuen Produkthaftungsrichtlinie").references[0]!.acts).toEqual([
      PLD85,
      PLD,
    ]);
    // Each named apart, or "new" before another act: as before.
    expect(mentioned("the old PLD and the new PLD")).toEqual([[PLD85], [PLD]]);
    expect(mentioned("Under the new PLD and the AI Act")).toEqual([[PLD], [AI]]);
  });

  test("another act's article is no reference to the installed acts, and unknown forms stay search words", () => {
    expect(parseReferences("Article 6 of Regulation (EU) 2016/679").references).toEqual([]);
    expect(parseReferences("Art. 6 DSGVO").references).toEqual([]);
    const plain = parseReferences("state of the art in 2024 for 10 employees");
    expect(plain.references).toEqual([]);
    expect(plain.rest).toBe("state of the art in 2024 for 10 employees");
  });
});

/** Forms practitioners write besides the textbook ones: [as written, the pinpoints it names, the acts of the first reference]. */
const practitionerForms: [string, string[], string[]][] = [
  // A German paragraph in roman numerals, then its sentence ("Art. 5 I 1"), a point, a sibling
  ["Art. 5 I lit. f KI-VO", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 17 IV DSM-RL", ["art_17.par_4"], [DSM]],
  ["Art. 26 VII KI-VO", ["art_26.par_7"], [AI]],
  ["Art. 6 II KI-VO", ["art_6.par_2"], [AI]],
  ["Art. 5 I S. 1 KI-VO", ["art_5.par_1"], [AI]],
  ["Art. 5 I 1 KI-VO", ["art_5.par_1"], [AI]],
  ["Art. 6 I und II KI-VO", ["art_6.par_1", "art_6.par_2"], [AI]],
  ["Anhang III KI-VO", ["anx_III"], [AI]],
  ["art 26 vii ki-vo", ["art_26.par_7"], [AI]],
  ["art. 4 iii dsm-rl", ["art_4.par_3"], [DSM]],
  // Recitals
  ["EG 12 DSM-RL", ["rct_12"], [DSM]],
  ["Erwägungsgr. 12 DSM-RL", ["rct_12"], [DSM]],
  ["Erw.-Gr. 12 DSM-RL", ["rct_12"], [DSM]],
  ["ErwGr. 27 KI-VO", ["rct_27"], [AI]],
  ["Rec. 27 AI Act", ["rct_27"], [AI]],
  ["recital (27) AI Act", ["rct_27"], [AI]],
  ["Erwägungsgrund Nr. 27 KI-VO", ["rct_27"], [AI]],
  ["Recitals 12 and 13 AI Act", ["rct_12", "rct_13"], [AI]],
  ["ErwG 27 f. KI-VO", ["rct_27", "rct_28"], [AI]],
  // And the following
  ["Art. 8 ff. KI-VO", ["art_8"], [AI]],
  ["Article 8 et seq. AI Act", ["art_8"], [AI]],
  ["Art. 5 Abs. 1 f. KI-VO", ["art_5.par_1", "art_5.par_2"], [AI]],
  // Parts below the finest stored unit: read, the paragraph or point before them kept
  ["Art. 50(4) subpara. 2 AI Act", ["art_50.par_4"], [AI]],
  ["Art. 6 Abs. 1 S. 1 KI-VO", ["art_6.par_1"], [AI]],
  ["Art. 6 Abs. 1 Satz 2 KI-VO", ["art_6.par_1"], [AI]],
  ["Art. 6 Abs. 1 Hs. 1 KI-VO", ["art_6.par_1"], [AI]],
  ["Art. 6 Abs. 1 S. 1 Halbsatz 2 KI-VO", ["art_6.par_1"], [AI]],
  ["Art. 5 Abs. 1 lit. a Var. 2 KI-VO", ["art_5.par_1.pt_a"], [AI]],
  ["Art. 5 Abs. 1 lit. a Alt. 1 KI-VO", ["art_5.par_1.pt_a"], [AI]],
  ["Art. 5 Abs. 1 lit. a 2. Alt. KI-VO", ["art_5.par_1.pt_a"], [AI]],
  ["Art. 5 Abs. 1 lit. a zweite Alternative KI-VO", ["art_5.par_1.pt_a"], [AI]],
  // Spacing, case, brackets
  ["art. 5(1)(f) ai act", ["art_5.par_1.pt_f"], [AI]],
  ["Art.5(1)(a) AI Act", ["art_5.par_1.pt_a"], [AI]],
  ["Art. 5.1 AI Act", ["art_5.par_1"], [AI]],
  ["Artikel 5 Absatz 1 Buchstabe f KI-VO", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 5 para 1 (f) AI Act", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 5 (1) f) AI Act", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 5 Abs. 1 lit. f) KI-VO", ["art_5.par_1.pt_f"], [AI]],
  ["Article 5(1), point (f) AI Act", ["art_5.par_1.pt_f"], [AI]],
  ["Art. 3 No. 1 AI Act", ["art_3.pt_1"], [AI]],
  ["Art. 3 Nr. 1 Buchst. a KI-VO", ["art_3.pt_1.pt_a"], [AI]],
  ["Annex III para 4 AI Act", ["anx_III.pt_4"], [AI]],
  ["Annex III No. 4(a) AI Act", ["anx_III.pt_4.pt_a"], [AI]],
  ["Anhang I Abschnitt B KI-VO", ["anx_I.sec_B"], [AI]],
  ["Annex I Section A point 12 AI Act", ["anx_I.sec_A.pt_12"], [AI]],
  ["Annex I Part A AI Act", ["anx_I.sec_A"], [AI]],
  ["Anhang I Teil B KI-VO", ["anx_I.sec_B"], [AI]],
  ["Art. 99(6a) AI Act", ["art_99.par_6a"], [AI]],
  ["Art. 5(1)(z) AI Act", ["art_5.par_1.pt_z"], [AI]],
  ["Anhang XV KI-VO", ["anx_XV"], [AI]],
  ["Art. 17 Abs. 12 DSM-RL", ["art_17.par_12"], [DSM]],
  // Act designations
  ["Article 5 AI-Act", ["art_5"], [AI]],
  ["Art. 99 Abs. 3 AI-Act", ["art_99.par_3"], [AI]],
  ["Article 5 AI act", ["art_5"], [AI]],
  ["Art. 5 Verordnung über künstliche Intelligenz", ["art_5"], [AI]],
  ["Art 7 85/374", ["art_7"], [PLD85]],
  ["Art. 7 RL 85/374", ["art_7"], [PLD85]],
  ["Art. 25 85/374/EWG", ["art_25"], [PLD85]],
  ["Art. 14 PLD 2024", ["art_14"], [PLD]],
  ["Art. 7 lit. e ProdHaftRL a.F.", ["art_7.pt_e"], [PLD85]],
  ["Art. 7 ProdHaftRL n.F.", ["art_7"], [PLD]],
  ["Art. 7 Abs. 2 lit. c ProdHaftRL (neu)", ["art_7.par_2.pt_c"], [PLD]],
  ["Art. 7 lit. e ProdHaftRL alt", ["art_7.pt_e"], [PLD85]],
  ["Art. 11 (new) PLD", ["art_11"], [PLD]],
  ["Article 7 (old) PLD", ["art_7"], [PLD85]],
  ["Art. 10 Abs. 2 ProdHaftRL neu", ["art_10.par_2"], [PLD]],
  ["Art. 15 CDSM Directive", ["art_15"], [DSM]],
  ["Art. 15 Urheberrechts-RL", ["art_15"], [DSM]],
  ["Erwägungsgrund 5 Omnibus-VO", ["rct_5"], [OMNIBUS]],
  ["Art. 4 der EU-Richtlinie 2019/790", ["art_4"], [DSM]],
  ["Article 7 Dir. 85/374/EEC", ["art_7"], [PLD85]],
  ["Article 50 Reg. (EU) 2024/1689", ["art_50"], [AI]],
  ["Art. 5 CDSM-RL", ["art_5"], [DSM]],
  ["Art. 4 A.I. Act", ["art_4"], [AI]],
  ["Art. 4 KIVO", ["art_4"], [AI]],
  ["Art. 4 EU AI Regulation", ["art_4"], [AI]],
  ["Art. 4 EU-Urheberrechtsrichtlinie", ["art_4"], [DSM]],
  ["Art. 4 EU Copyright Directive", ["art_4"], [DSM]],
  ["Art. 4 new EU PLD", ["art_4"], [PLD]],
  ["Art. 4 nPLD", ["art_4"], [PLD]],
  ["Art. 4 Digital-Omnibus-Verordnung", ["art_4"], [OMNIBUS]],
  ["Art. 5 DSM-Directive", ["art_5"], [DSM]],
  // An act by its year and kind, when one installed act is of that year and kind
  ["Article 7 of the 1985 Directive", ["art_7"], [PLD85]],
  ["Art. 7 der Richtlinie von 1985", ["art_7"], [PLD85]],
  ["Article 17 of the 2019 Directive", ["art_17"], [DSM]],
  ["Article 5 of the 2024 Regulation", ["art_5"], [AI]],
  // More parts
  ["annex iii ai act", ["anx_III"], [AI]],
  ["Annex 3 AI Act", ["anx_III"], [AI]],
  ["Anhang 13 KI-VO", ["anx_XIII"], [AI]],
  ["Annex III.4 AI Act", ["anx_III.pt_4"], [AI]],
  ["Annex III point 4 letter (a) AI Act", ["anx_III.pt_4.pt_a"], [AI]],
  ["Art. 50 para. 2 sent. 1 AI Act", ["art_50.par_2"], [AI]],
  ["Article 6(1), first indent, AI Act", ["art_6.par_1"], [AI]],
  ["Art. 17 Abs. 4 a) DSM-RL", ["art_17.par_4.pt_a"], [DSM]],
  ["Erwägungsgrund (27) KI-VO", ["rct_27"], [AI]],
  ["Art. 3 Nr. 1 u. 2 KI-VO", ["art_3.pt_1", "art_3.pt_2"], [AI]],
  ["Art. 3 Nrn. 1 und 2 KI-VO", ["art_3.pt_1", "art_3.pt_2"], [AI]],
  ["Art. 6 Abs. 1 lit. a) und b) KI-VO", ["art_6.par_1.pt_a", "art_6.par_1.pt_b"], [AI]],
  ["Art. 5 Abs. 1 lit. u KI-VO", ["art_5.par_1.pt_u"], [AI]],
  ["Art. 99 IV lit. da KI-VO", ["art_99.par_4.pt_da"], [AI]],
  ["Anh. XI Abschn. 1 Nr. 2 KI-VO", ["anx_XI.sec_1.pt_2"], [AI]],
  ["Anl. III KI-VO", ["anx_III"], [AI]],
  ["Art. 6 Abs. 1 Spstr. 2 KI-VO", ["art_6.par_1"], [AI]],
  ["recs. 12 and 13 AI Act", ["rct_12", "rct_13"], [AI]],
  ["Erwägung 27 KI-VO", ["rct_27"], [AI]],
  ["Article 2(6) DSMD", ["art_2.par_6"], [DSM]],
  ["Article 17 § 4 DSM Directive", ["art_17.par_4"], [DSM]],
  ["Article 17, section 4 DSM Directive", ["art_17.par_4"], [DSM]],
  ["Art. 5(1)f AI Act", ["art_5.par_1.pt_f"], [AI]],
  ["Article 5 European AI Act", ["art_5"], [AI]],
  // One act for references linked by "i.V.m." or "in conjunction with"
  ["Art. 6 Abs. 2 i.V.m. Anhang III Nr. 4 lit. a KI-VO", ["art_6.par_2", "anx_III.pt_4.pt_a"], [AI]],
  ["Article 6(2) in conjunction with Annex III AI Act", ["art_6.par_2", "anx_III"], [AI]],
];

describe("forms practitioners write", () => {
  test.each(practitionerForms)("%s", (text, pinpoints, acts) => {
    const { references } = parseReferences(text);
    expect(references.map((reference) => reference.pinpoint)).toEqual(pinpoints);
    expect(references[0]!.acts).toEqual(acts);
  });

  test("a roman paragraph keeps its sentence in the path, and the parts below it are consumed, not searched", () => {
    const { references, rest } = parseReferences("Was regelt Art. 5 I S. 1 Hs. 2 KI-VO?");
    expect(references[0]!.path).toMatchObject({ number: "5", paragraph: "1", sentence: 1 });
    expect(rest).toBe("Was regelt ?");
  });

  test("a roman paragraph followed by an ordinary word: always for II and up, for I in a German text", () => {
    const pinpoints = (text: string) => parseReferences(text).references.map((reference) => reference.pinpoint);
    expect(pinpoints("Welche Pflichten hat ein Betreiber nach Art. 26 VII gegenüber Arbeitnehmervertretern?")).toEqual([
      "art_26.par_7",
    ]);
    expect(pinpoints("Is a video platform liable under Art. 17 IV for user uploads?")).toEqual(["art_17.par_4"]);
    expect(pinpoints("Was regelt Art. 5 I zur Emotionserkennung am Arbeitsplatz?")).toEqual(["art_5.par_1"]);
    expect(pinpoints("Under Article 6 I think high-risk rules apply")).toEqual(["art_6"]);
  });

  test('"i.V.m." and "in conjunction with" between two references are part of the citation, not search words', () => {
    expect(parseReferences("Was gilt nach Art. 6 Abs. 2 i.V.m. Anhang III Nr. 4 KI-VO für Bewerber?").rest).toBe(
      "Was gilt nach für Bewerber?",
    );
    expect(parseReferences("Article 6(2) in conjunction with Annex III AI Act on hiring").rest).toBe("on hiring");
  });

  test('the series after an act\'s number and a space ("RL 85/374 EWG") belongs to it', () => {
    const { references, rest } = parseReferences("Art. 10 (1) RL 85/374 EWG");
    expect(references.map((reference) => [reference.pinpoint, reference.acts])).toEqual([["art_10.par_1", [PLD85]]]);
    expect(rest).toBe("");
  });

  test("an act's number after its name belongs to the name, not to the search words", () => {
    const { references, rest } = parseReferences("Was regelt Art. 4 AI Act (EU) 2024/1689 zur KI-Kompetenz?");
    expect(references.map((reference) => [reference.pinpoint, reference.acts])).toEqual([["art_4", [AI]]]);
    expect(rest).toBe("Was regelt zur KI-Kompetenz?");
  });

  test('"u. a." after a reference is "unter anderem", not a list', () => {
    expect(parseReferences("Art. 5 Abs. 1 u. a. regelt Verbote").references.map((r) => r.pinpoint)).toEqual([
      "art_5.par_1",
    ]);
  });

  test('"EG" before an act\'s number is its series, not a recital', () => {
    expect(parseReferences("Richtlinie EG 2001/29 und Art. 17 DSM-RL").references.map((r) => r.pinpoint)).toEqual([
      "art_17",
    ]);
  });

  test("a capital I after an article that is the English pronoun is no paragraph", () => {
    expect(
      parseReferences("In Art. 6 I found nothing on fees").references.map((reference) => reference.pinpoint),
    ).toEqual(["art_6"]);
  });

  test("a word an act shares with ordinary speech is no other law: Article 10 on data governance stays a reference", () => {
    expect(parseReferences("What does Article 10 data governance require?").references.map((r) => r.pinpoint)).toEqual([
      "art_10",
    ]);
    expect(otherLawNamed("What does Article 10 data governance require?")).toBeUndefined();
    expect(parseReferences("Art. 4 Data Act").references).toEqual([]);
  });

  test.each([
    ["§ 1 ProdHaftG", "ProdHaftG"],
    ["§ 44b UrhG", "UrhG"],
    ["Art. 22 DSGVO", "DSGVO"],
    ["Art. 22 Datenschutz-Grundverordnung", "Datenschutz-Grundverordnung"],
    ["Art. 5 InfoSoc-RL", "InfoSoc-RL"],
    ["Art. 5(3)(a) InfoSoc Directive", "InfoSoc Directive"],
    ["Art. 6 BDSG", "BDSG"],
    ["§ 1 UrhDaG", "UrhDaG"],
  ])("%s names another law (%s) and no installed provision", (text, law) => {
    expect(parseReferences(text).references).toEqual([]);
    expect(otherLawNamed(text)).toBe(law);
  });
});

describe("ranges and lists of parts", () => {
  test.each([
    ["Article 27(1), points (a) to (c) AI Act", ["art_27.par_1.pt_a", "art_27.par_1.pt_b", "art_27.par_1.pt_c"]],
    ["Art. 7(a)-(c) Directive 85/374/EEC", ["art_7.pt_a", "art_7.pt_b", "art_7.pt_c"]],
    ["Article 4, points (10) to (12), PLD", ["art_4.pt_10", "art_4.pt_11", "art_4.pt_12"]],
    ["Annex III points 8 and 9 AI Act", ["anx_III.pt_8", "anx_III.pt_9"]],
    ["Art. 5 Abs. 1 und 2 KI-VO", ["art_5.par_1", "art_5.par_2"]],
    ["Art. 50 Abs. 1 bis 3 KI-VO", ["art_50.par_1", "art_50.par_2", "art_50.par_3"]],
    ["Art. 6 Abs. 1 Satz 1 und 2 KI-VO", ["art_6.par_1"]],
    ["Art. 6 Abs. 1 S. 1 bis 3 KI-VO", ["art_6.par_1"]],
    ["Art. 50 Abs. 4 UAbs. 1 und 2 KI-VO", ["art_50.par_4"]],
    ["Art. 6 Abs. 1a bis 1c KI-VO", ["art_6.par_1a", "art_6.par_1b", "art_6.par_1c"]],
    ["Article 50(1)–(3) AI Act", ["art_50.par_1", "art_50.par_2", "art_50.par_3"]],
    ["Article 113, third paragraph, point (c) AI Act", ["art_113.pt_c"]],
    ["Art. 25 Abs. 1 lit. a-c KI-VO", ["art_25.par_1.pt_a", "art_25.par_1.pt_b", "art_25.par_1.pt_c"]],
    ["Art. 5 Abs. 1 lit. ba-bb KI-VO", ["art_5.par_1.pt_ba", "art_5.par_1.pt_bb"]],
    ["points (a) to (c) of Article 25(1) AI Act", ["art_25.par_1.pt_a", "art_25.par_1.pt_b", "art_25.par_1.pt_c"]],
    ["paragraphs 1 to 3 of Article 50 AI Act", ["art_50.par_1", "art_50.par_2", "art_50.par_3"]],
    ["points (b) and (c) of Article 7 of Directive 85/374/EEC", ["art_7.pt_b", "art_7.pt_c"]],
  ])("%s", (text, pinpoints) => {
    const { references } = parseReferences(text);
    expect(references.map((reference) => reference.pinpoint)).toEqual(pinpoints);
    expect(references.every((reference) => reference.acts.length > 0)).toBe(true);
  });
});

test('words after a point are not points: "Article 53(1), point (c), of the AI Act"', () => {
  const { references } = parseReferences("Article 53(1), point (c), of the AI Act");
  expect(references.map((reference) => [reference.pinpoint, reference.acts])).toEqual([["art_53.par_1.pt_c", [AI]]]);
});

describe("otherLawNamed: the law a question asks under when it is not installed (ADR 106)", () => {
  test.each([
    ["What is the maximum GDPR fine for a data breach?", "GDPR"],
    ["Wie hoch sind die Bußgelder nach der DSGVO?", "DSGVO"],
    ["Is it fair use under US copyright law?", "US copyright law"],
    ["Gilt die Fair-Use-Doktrin des US-Urheberrechts auch in Deutschland?", "US-Urheberrechts"],
    ["personal data under Regulation (EU) 2016/679", "Regulation (EU) 2016/679"],
    ["Was sagt das BGB zur Mietkaution?", "BGB"],
  ])("%s → %s", (question, law) => {
    expect(otherLawNamed(question)).toBe(law);
  });
  test.each([
    "We are a US company selling AI in the EU: do we need an authorised representative?",
    "Tell us what the AI Act requires",
    "Is the Data Act relevant for training data?",
    "Does Article 17 of the DSM Directive apply?",
  ])("%s → none", (question) => {
    expect(otherLawNamed(question)).toBeUndefined();
  });
  test("a question that also names an installed act is asked about that act: the search judges its coverage as usual", () => {
    expect(asksUnderOtherLaw("What is the maximum GDPR fine?")).toBe(true);
    expect(asksUnderOtherLaw("Does the AI Act's impact assessment replace the DPIA of the GDPR?")).toBe(false);
    expect(asksUnderOtherLaw("Gilt Art. 5 der KI-VO neben der DSGVO?")).toBe(false);
    expect(asksUnderOtherLaw("Is Directive 85/374/EEC compatible with the BGB?")).toBe(false);
  });
});
