// The opening answers what the question asks for (ADR 153): the sentence with the period for "how
// long" and „ab wann“, the definition of the term asked about, the exclusion from the act for "are
// they liable", and not "the acts do not answer" for a question in the acts' own defined words.
// The passages carry the official texts (../shared/data/eu-acts); the search's order is given.
import { expect, test } from "vitest";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { composeResearchNote } from "./compose-research-note.ts";
import { questionKind } from "./question-kind.ts";
import { provisionMatch } from "#tests/fixtures/assistant/legal-passages.ts";

const opening = (content: string) => {
  const lines = content.split("\n");
  const start = lines.findIndex((line) => line === "### Short answer" || line === "### Kurzantwort");
  return lines.slice(start + 1).find((line) => line.trim() !== "") ?? "";
};
const pld = (pinpoint: string, label: string, heading: string, text: string) =>
  provisionMatch("PLD", pinpoint, label, text, { heading });
const dsm = (pinpoint: string, label: string, text: string) =>
  provisionMatch("DSM", pinpoint, label, text, { heading: "Protection of press publications concerning online uses" });
const pld85De = (pinpoint: string, label: string, text: string) =>
  provisionMatch("PLD85", pinpoint, label, text, { language: "DE" });

const art23 = pld(
  "art_23",
  "Article 23",
  "Entry into force",
  "This Directive shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union.",
);
const art16_1 = pld(
  "art_16.par_1",
  "Article 16(1)",
  "Limitation period",
  "1. Member States shall ensure that a limitation period of three years applies to the initiation of proceedings to claim compensation for damage falling within the scope of this Directive. The limitation period shall run from the day on which the injured person became aware, or should reasonably have become aware, of all of the following: (a) the damage; (b) the defectiveness; (c) the identity of the relevant economic operator that can be held liable for that damage under Article 8.",
);
const art2_2 = pld(
  "art_2.par_2",
  "Article 2(2)",
  "Scope",
  "2. This Directive does not apply to free and open-source software that is developed or supplied outside the course of a commercial activity.",
);
const art18_2 = pld(
  "art_18.par_2",
  "Article 18(2)",
  "Derogation from the development risk defence",
  "2. Member States may, by way of derogation from Article 11(1), point (e), introduce or amend in their legal systems measures whereby economic operators are liable even if they prove that the objective state of scientific and technical knowledge at the time the product was placed on the market or put into service or during the period in which the product was within the manufacturer’s control was not such that the defectiveness could be discovered.",
);
const def15 = pld(
  "art_4.pt_15",
  "Article 4(15)",
  "Definitions",
  "‘economic operator’ means a manufacturer of a product or component, a provider of a related service, an authorised representative, an importer, a fulfilment service provider or a distributor;",
);
const def1 = pld(
  "art_4.pt_1",
  "Article 4(1)",
  "Definitions",
  "‘product’ means all movables, even if integrated into, or inter-connected with, another movable or an immovable; it includes electricity, digital manufacturing files, raw materials and software;",
);
const def10 = pld(
  "art_4.pt_10",
  "Article 4(10)",
  "Definitions",
  "‘manufacturer’ means any natural or legal person who: (a) develops, manufactures or produces a product; (b) has a product designed or manufactured, or who, by putting their name, trademark or other distinguishing features on that product, presents themselves as its manufacturer; or (c) develops, manufactures or produces a product for their own use;",
);
const art8_2 = pld(
  "art_8.par_2",
  "Article 8(2)",
  "Economic operators liable for defective products",
  "2. Any natural or legal person that substantially modifies a product outside the manufacturer’s control and thereafter makes it available on the market or puts it into service shall be considered to be a manufacturer of that product for the purposes of paragraph 1.",
);

test("„ab wann“ for a limitation period: the sentence with the three years, not the entry into force ranked first", () => {
  const note = composeResearchNote({
    question: "Verjährung Anspruch neue Produkthaftungsrichtlinie – 3 Jahre ab wann?",
    language: "de",
    passages: [art23, art16_1],
    coverage: "covered",
  });
  const first = opening(note.content);
  expect(first).toMatch(/^Art\. 16 Abs\. 1 der Produkthaftungsrichtlinie/);
  expect(first).toContain("limitation period of three years");
  expect(first).not.toContain("Art. 23");
});

test("how long a right lasts: the paragraph that says when it expires, though it also excepts older publications", () => {
  const art15_4 = dsm(
    "art_15.par_4",
    "Article 15(4)",
    "4. The rights provided for in paragraph 1 shall expire two years after the press publication is published. That term shall be calculated from 1 January of the year following the date on which that press publication is published. Paragraph 1 shall not apply to press publications first published before 6 June 2019.",
  );
  const art15_1 = dsm(
    "art_15.par_1",
    "Article 15(1)",
    "1. Member States shall provide publishers of press publications established in a Member State with the rights provided for in Article 2 and Article 3(2) of Directive 2001/29/EC for the online use of their press publications by information society service providers.",
  );
  const note = composeResearchNote({
    question: "How long does the press publishers' right over online use of their articles last?",
    language: "en",
    passages: [art15_4, art15_1],
    coverage: "covered",
  });
  const first = opening(note.content);
  expect(first).toMatch(/^Article 15\(4\)/);
  expect(first).toContain("shall expire two years after the press publication is published");
});

test("whether software is a 'product': the definition of product, not the first definition found", () => {
  const note = composeResearchNote({
    question: "Is our AI software a 'product' under the new Product Liability Directive?",
    language: "en",
    passages: [def15, def1, art2_2],
    coverage: "covered",
  });
  const first = opening(note.content);
  expect(first).toMatch(/^Article 4\(1\) of the Product Liability Directive/);
  expect(first).toContain("it includes electricity, digital manufacturing files, raw materials and software");
});

test('„gilt … als Hersteller“ under the 1985 Directive: Art. 3(1), whose term is quoted »…"', () => {
  const art3_2 = pld85De(
    "art_3.par_2",
    "Article 3(2)",
    "(2) Unbeschadet der Haftung des Herstellers gilt jede Person, die ein Produkt zum Zweck des Verkaufs, der Vermietung, des Mietkaufs oder einer anderen Form des Vertriebs im Rahmen ihrer geschäftlichen Tätigkeit in die Gemeinschaft einführt, im Sinne dieser Richtlinie als Hersteller dieses Produkts und haftet wie der Hersteller.",
  );
  const art3_1 = pld85De(
    "art_3.par_1",
    "Article 3(1)",
    '(1) »Hersteller" ist der Hersteller des Endprodukts, eines Grundstoffs oder eines Teilprodukts sowie jede Person, die sich als Hersteller ausgibt, indem sie ihren Namen, ihr Warenzeichen oder ein anderes Erkennungszeichen auf dem Produkt anbringt.',
  );
  const note = composeResearchNote({
    question:
      "Wer gilt nach der Richtlinie von 1985 als Hersteller, wenn jemand seinen Namen auf ein fremdes Produkt setzt?",
    language: "de",
    // The search ranked the Directive's own definition first; the 2024 Directive's definition of "manufacturer" comes next.
    passages: [art3_1, def10, art3_2],
    coverage: "covered",
  });
  const first = opening(note.content);
  expect(first).toMatch(/^Art\. 3 Abs\. 1 der Produkthaftungsrichtlinie 85\/374\/EWG/);
  expect(first).toContain("die sich als Hersteller ausgibt, indem sie ihren Namen");
});

test("are open-source developers liable: the Directive does not apply to them (Art. 2(2)), before a rule on liability", () => {
  const note = composeResearchNote({
    question: "Are developers of open-source software liable under the new Product Liability Directive?",
    language: "en",
    passages: [art2_2, art18_2],
    coverage: "covered",
  });
  const first = opening(note.content);
  expect(first).toMatch(/^Article 2\(2\) of the Product Liability Directive/);
  expect(first).toContain("does not apply to free and open-source software");
});

test("a question in the acts' own defined words is answered though the search calls it not covered; another act's is not", () => {
  const refurbished = composeResearchNote({
    question:
      "We refurbish used e-bikes, swap batteries and software, and resell them. Are we treated as the manufacturer if one catches fire?",
    language: "en",
    passages: [art8_2, def15],
    coverage: "not-covered",
    evidence: { statutoryEvidence: 0.17, foreignWords: 0, definedTerm: true },
  });
  const first = opening(refurbished.content);
  expect(first).not.toMatch(/do not answer/);
  expect(first).toContain("Article 8(2) of the Product Liability Directive");
  expect(first).toContain("shall be considered to be a manufacturer");

  const otherAct = composeResearchNote({
    question: "Cyber Resilience Act vulnerability handling obligations for manufacturers of connected devices",
    language: "en",
    passages: [art8_2, def15],
    coverage: "not-covered",
    evidence: { statutoryEvidence: 0.06, foreignWords: 0, definedTerm: true },
  });
  expect(opening(otherAct.content)).toMatch(/^The installed acts do not answer this question/);
});

test("the kind of question: a period, an amount, a definition", () => {
  expect(questionKind("Wie lange muss der Anbieter die technische Dokumentation aufbewahren?")).toBe("time");
  expect(questionKind("What's the notification deadline if someone dies because of our AI?")).toBe("time");
  expect(questionKind("How much can the Commission fine the provider of a general-purpose AI model?")).toBe("amount");
  expect(questionKind("Wie hoch ist das Bußgeld höchstens?")).toBe("amount");
  // The criteria for setting a fine are not its amount.
  expect(questionKind("Welche Umstände berücksichtigt die Behörde bei der Höhe eines Bußgelds?")).toBeUndefined();
  expect(questionKind("What exactly counts as a deep fake under the AI regulation?")).toBe("definition");
  expect(questionKind("Was gilt nach der KI-Verordnung als schwerwiegender Vorfall?")).toBe("definition");
  expect(
    questionKind("Can a platform like YouTube be liable for copyright infringement of user uploads?"),
  ).toBeUndefined();
});

test("within how many days: the sentence of Art. 73(2) AI Act with the 15 days, not the one on the period's severity", () => {
  const art73_2: Match = {
    id: "32024R1689:EN:art_73.par_2",
    act: "AI Act",
    celex: "32024R1689",
    pinpoint: "art_73.par_2",
    label: "Article 73(2)",
    heading: "Reporting of serious incidents",
    articleHeading: "Reporting of serious incidents",
    text: "2. The report referred to in paragraph 1 shall be made immediately after the provider has established a causal link between the AI system and the serious incident or the reasonable likelihood of such a link, and, in any event, not later than 15 days after the provider or, where applicable, the deployer, becomes aware of the serious incident. The period for the reporting referred to in the first subparagraph shall take account of the severity of the serious incident.",
    url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj#art_73",
    score: 1,
  };
  const note = composeResearchNote({
    question: "Within how many days must the reporting period for a serious incident take its severity into account?",
    language: "en",
    passages: [art73_2],
    coverage: "covered",
  });
  const first = opening(note.content);
  expect(first).toMatch(/^Article 73\(2\) of the AI Act/);
  expect(first).toContain("not later than 15 days after the provider");
});

test("a definition that introduces points is quoted with them: Art. 4(5) PLD says what the manufacturer's control is", () => {
  const def5 = pld(
    "art_4.pt_5",
    "Article 4(5)",
    "Definitions",
    "‘manufacturer’s control’ means that: (a) the manufacturer of a product performs or, with regard to actions of a third party, authorises or consents to: (i) the integration, inter-connection or supply of a component, including software updates or upgrades; or (ii) the modification of the product, including substantial modifications; (b) the manufacturer of a product has the ability to supply software updates or upgrades, themselves or via a third party;",
  );
  const note = composeResearchNote({
    question: "What does Article 4(5) of Directive (EU) 2024/2853 define?",
    language: "en",
    passages: [{ ...def5, named: true }],
    coverage: "covered",
  });
  const first = opening(note.content);
  expect(first).toMatch(
    /^Article 4\(5\) of the Product Liability Directive: “‘manufacturer’s control’ means that: \(a\) the manufacturer of a product performs/,
  );
  expect(first).toContain("including software updates or upgrades");
});
