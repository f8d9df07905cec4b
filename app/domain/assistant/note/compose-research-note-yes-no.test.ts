// The opening read as a lawyer reads it (ADR 158): "No —" where the engine's verdict or an exclusion
// decides a yes/no question, the installed act's part answered beside a law that is not installed,
// the English text said once in a German note, the provision that says who is liable, the definition
// that names what the question asks whether the act covers. The passages carry the official texts
// (../shared/data/eu-acts: the AI Act, Directive (EU) 2024/2853, the German 85/374/EWG).
import { describe, expect, test } from "vitest";
import {
  art26_7,
  art50_1,
  art5_1_f,
  art99_3,
  def39,
  provisionMatch,
} from "#tests/fixtures/assistant/legal-passages.ts";
import { decideAnswer } from "./answer-decision.ts";
import { composeResearchNote, exceptedIn, qualifiesRule } from "./compose-research-note.ts";
import { aiActVerdict } from "./note-verdict.ts";
import { otherLawBeside } from "./other-law.ts";
import { coveredThing, yesNoQuestion } from "./yes-no.ts";

const shortAnswer = (content: string) => {
  const lines = content.split("\n");
  const start = lines.findIndex((line) => line === "### Short answer" || line === "### Kurzantwort");
  const end = lines.findIndex(
    (line, index) => index > start && (line.startsWith("No AI model") || line.startsWith("Es ist kein KI-Modell")),
  );
  return lines.slice(start + 1, end).filter((line) => line.trim() !== "");
};
const opening = (content: string) => shortAnswer(content)[0] ?? "";

const aiAct = (pinpoint: string, label: string, heading: string, text: string) =>
  provisionMatch("AI", pinpoint, label, text, { heading });
const pld = (pinpoint: string, label: string, heading: string, text: string) =>
  provisionMatch("PLD", pinpoint, label, text, { heading });
const pld85De = (pinpoint: string, label: string, text: string) =>
  provisionMatch("PLD85", pinpoint, label, text, { language: "DE" });

const pldArt2_2 = pld(
  "art_2.par_2",
  "Article 2(2)",
  "Scope",
  "2. This Directive does not apply to free and open-source software that is developed or supplied outside the course of a commercial activity.",
);
const pldArt2_1 = pld(
  "art_2.par_1",
  "Article 2(1)",
  "Scope",
  "1. This Directive shall apply to products placed on the market or put into service after 9 December 2026.",
);
const pldDef1 = pld(
  "art_4.pt_1",
  "Article 4(1)",
  "Definitions",
  "‘product’ means all movables, even if integrated into, or inter-connected with, another movable or an immovable; it includes electricity, digital manufacturing files, raw materials and software;",
);
const pldArt8_1_a = pld(
  "art_8.par_1.pt_a",
  "Article 8(1)(a)",
  "Economic operators liable for defective products",
  "the manufacturer of a defective product;",
);
const aiArt2_12 = aiAct(
  "art_2.par_12",
  "Article 2(12)",
  "Scope",
  "12. This Regulation does not apply to AI systems released under free and open-source licences, unless they are placed on the market or put into service as high-risk AI systems or as an AI system that falls under Article 5 or 50.",
);
const aiArt27_4 = aiAct(
  "art_27.par_4",
  "Article 27(4)",
  "Fundamental rights impact assessment for high-risk AI systems",
  "4. If any of the obligations laid down in this Article is already met through the data protection impact assessment conducted pursuant to Article 35 of Regulation (EU) 2016/679 or Article 27 of Directive (EU) 2016/680, the fundamental rights impact assessment referred to in paragraph 1 of this Article shall complement that data protection impact assessment.",
);
const aiArt26_9 = aiAct(
  "art_26.par_9",
  "Article 26(9)",
  "Obligations of deployers of high-risk AI systems",
  "9. Where applicable, deployers of high-risk AI systems shall use the information provided under Article 13 of this Regulation to comply with their obligation to carry out a data protection impact assessment under Article 35 of Regulation (EU) 2016/679 or Article 27 of Directive (EU) 2016/680.",
);
const installed = [art5_1_f, art26_7, art99_3, def39];
const resolve = (pinpoint: string) => installed.find((match) => match.pinpoint === pinpoint);

describe("a yes/no question the law decides", () => {
  test("what a yes/no question asks, one question at a time", () => {
    expect(yesNoQuestion("Is emotion recognition of employees at the workplace allowed under the AI Act?")).toBe(
      "allowed",
    );
    expect(
      yesNoQuestion(
        "Frage aus dem Betriebsrat: Darf der Arbeitgeber eine Software einsetzen, die die Emotionen der Beschäftigten auswertet?",
      ),
    ).toBe("allowed");
    expect(yesNoQuestion("Does the new Product Liability Directive apply to open-source software?")).toBe("applies");
    expect(yesNoQuestion("Sind wir damit von der KI-VO befreit?")).toBe("exempt");
    expect(yesNoQuestion("Is an AI system that screens job applications high-risk?")).toBe("high-risk");
    expect(yesNoQuestion("Is software that automatically ranks CVs treated as 'high-risk' AI?")).toBe("high-risk");
    expect(yesNoQuestion("Unser Legal-Tech-Tool hilft Richtern. Fällt das unter Hochrisiko?")).toBe("high-risk");
    // A duty asked of a high-risk system is not whether it is one.
    expect(
      yesNoQuestion("Do we have to tell job applicants that a high-risk AI system is used when we decide about them?"),
    ).toBeUndefined();
    // Not whether: what, when, how.
    expect(yesNoQuestion("What does the AI Act say about emotion recognition at work?")).toBeUndefined();
    expect(yesNoQuestion("Ab wann ist Emotionserkennung am Arbeitsplatz verboten?")).toBeUndefined();
    // Two questions: one "yes" would not say which it answers.
    expect(
      yesNoQuestion("Is an AI credit-scoring model high-risk? Does the same apply to its fraud-detection model?"),
    ).toBeUndefined();
  });

  test("a prohibited practice asked whether it is allowed: „Nein —“ before the engine's verdict, in the question's language", () => {
    const question =
      "Darf der Arbeitgeber eine Software einsetzen, die per KI die Emotionen der Beschäftigten auswertet?";
    const verdict = aiActVerdict({ question, language: "de", asOf: "2026-11-25", resolve });
    const note = composeResearchNote({ question, language: "de", passages: [art26_7, art5_1_f], verdict });
    // The practice, a verb's phrase, in lower case inside the sentence; the area's nouns keep their capitals.
    expect(opening(note.content)).toMatch(
      /^Nein — nach der KI-Verordnung ist das eine verbotene Praktik \(erkennt Emotionen von Menschen am Arbeitsplatz oder in Bildungseinrichtungen\), verboten seit dem 2\. Februar 2025/,
    );
    const english = "Is emotion recognition of employees at the workplace allowed under the AI Act?";
    const asked = composeResearchNote({
      question: english,
      language: "en",
      passages: [art5_1_f],
      verdict: aiActVerdict({ question: english, language: "en", asOf: "2026-11-25", resolve }),
    });
    expect(opening(asked.content)).toMatch(/^No — under the AI Act this is a prohibited practice/);
    // Asked what the law says, the same verdict is not framed as an answer to a yes/no question.
    const plain = composeResearchNote({
      question: "Our HR tool uses emotion recognition on employees at the workplace. What applies to us?",
      language: "en",
      passages: [art5_1_f],
      verdict: aiActVerdict({ question: english, language: "en", asOf: "2026-11-25", resolve }),
    });
    expect(opening(plain.content)).toMatch(/^Under the AI Act this is a prohibited practice/);
  });

  test("an exclusion ranked first decides whether the act applies: „No —“; one with an exception: „Grundsätzlich ja —“ to „befreit?“", () => {
    const note = composeResearchNote({
      question: "Does the new Product Liability Directive apply to open-source software?",
      language: "en",
      passages: [pldArt2_2, pldArt2_1],
      coverage: "covered",
    });
    expect(opening(note.content)).toMatch(
      /^No — Article 2\(2\) of the Product Liability Directive: “This Directive does not apply to free and open-source software/,
    );
    const exempt = composeResearchNote({
      question:
        "Wir veröffentlichen unser KI-Tool unter einer Open-Source-Lizenz (Apache 2.0). Sind wir damit von der KI-VO befreit?",
      language: "de",
      passages: [aiArt2_12],
      coverage: "weak",
    });
    expect(opening(exempt.content)).toMatch(/^Grundsätzlich ja — Art\. 2 Abs\. 12 der KI-Verordnung: „This Regulation/);
    // Ranked below the rule, an exclusion decides nothing: the rule is quoted as it is.
    const below = composeResearchNote({
      question: "Does the new Product Liability Directive apply to open-source software?",
      language: "en",
      passages: [pldArt2_1, pldArt2_2],
      coverage: "covered",
    });
    expect(opening(below.content)).not.toMatch(/^No —/);
  });
});

describe("a law that is not installed, beside an installed act's part", () => {
  test("the first match cites the other law and the question names its article's subject: the closest provision, the other law named", () => {
    const question = "Kann man die Grundrechte-Folgenabschätzung mit der DSFA nach DSGVO zusammenlegen?";
    expect(otherLawBeside("DSGVO", [aiArt27_4], question)).toBe(true);
    // Consent for marketing e-mails under the GDPR: Art. 26(9) cites the GDPR on another subject.
    expect(
      otherLawBeside(
        "GDPR",
        [aiArt26_9],
        "Do we need the customer's consent under the GDPR before sending marketing e-mails?",
      ),
    ).toBe(false);
    expect(
      decideAnswer({
        coverage: "not-covered",
        otherLaw: true,
        otherLawBeside: true,
        namesActs: false,
        named: false,
        matched: 2,
        total: 4,
      }),
    ).toBe("closest");
    expect(
      decideAnswer({ coverage: "not-covered", otherLaw: true, namesActs: false, named: false, matched: 2, total: 4 }),
    ).toBe("not-answered");
    const note = composeResearchNote({ question, language: "de", passages: [aiArt27_4], coverage: "not-covered" });
    expect(opening(note.content)).toMatch(
      /^„DSGVO“ gehört nicht zu den installierten Rechtsakten; dazu kann die Notiz nichts sagen\. Für den Teil der Frage, den die installierten Rechtsakte regeln, kommt am nächsten Art\. 27 Abs\. 4 der KI-Verordnung:/,
    );
  });
});

describe("a German note quoting an act installed only in English", () => {
  test("says once, in German, that the wording quoted is the English text", () => {
    const question =
      "Darf der Arbeitgeber eine Software einsetzen, die per KI die Emotionen der Beschäftigten auswertet?";
    const verdict = aiActVerdict({ question, language: "de", asOf: "2026-11-25", resolve });
    const note = composeResearchNote({ question, language: "de", passages: [art5_1_f, art26_7], verdict });
    const lines = shortAnswer(note.content);
    const said = lines.filter((line) => line.includes("englische Text"));
    expect(said).toEqual([
      "Der zitierte Wortlaut ist der englische Text der KI-Verordnung; eine deutsche Fassung ist nicht installiert.",
    ]);
    expect(lines.join("\n")).not.toContain("(englischer Wortlaut)");
    // A German text needs no such sentence.
    const german = composeResearchNote({
      question: "Haftet der Hersteller nach der alten Produkthaftungsrichtlinie für Fehler seines Produkts?",
      language: "de",
      passages: [
        pld85De(
          "art_1",
          "Artikel 1",
          "Der Hersteller eines Produkts haftet für den Schaden, der durch einen Fehler dieses Produkts verursacht worden ist.",
        ),
      ],
    });
    expect(shortAnswer(german.content).join("\n")).not.toContain("englische Text");
  });
});

describe("whether someone is liable", () => {
  const art1 = pld85De(
    "art_1",
    "Artikel 1",
    "Der Hersteller eines Produkts haftet für den Schaden, der durch einen Fehler dieses Produkts verursacht worden ist.",
  );
  const art7b = pld85De(
    "art_7.pt_b",
    "Artikel 7 Buchstabe b",
    "daß unter Berücksichtigung der Umstände davon auszugehen ist, daß der Fehler, der den Schaden verursacht hat, nicht vorlag, als das Produkt von ihm in den Verkehr gebracht wurde, oder daß dieser Fehler später entstanden ist;",
  );
  const art3_2 = pld85De(
    "art_3.par_2",
    "Artikel 3 Absatz 2",
    "(2) Unbeschadet der Haftung des Herstellers gilt jede Person, die ein Produkt zum Zweck des Verkaufs, der Vermietung, des Mietkaufs oder einer anderen Form des Vertriebs im Rahmen ihrer geschäftlichen Tätigkeit in die Gemeinschaft einführt, im Sinne dieser Richtlinie als Hersteller dieses Produkts und haftet wie der Hersteller.",
  );
  const art3_3 = pld85De(
    "art_3.par_3",
    "Artikel 3 Absatz 3",
    "(3) Kann der Hersteller des Produkts nicht festgestellt werden, so wird jeder Lieferant als dessen Hersteller behandelt, es sei denn, daß er dem Geschädigten innerhalb angemessener Zeit den Hersteller oder diejenige Person benennt, die ihm das Produkt geliefert hat.",
  );

  test("a first match that says so in the words introducing its point: the exemption, not the general rule", () => {
    const note = composeResearchNote({
      question:
        "Alte Produkthaftungsrichtlinie: Haftet der Hersteller nicht, wenn der Fehler erst nach dem Inverkehrbringen entstanden ist?",
      language: "de",
      passages: [art7b, art1],
      leadIns: { [art7b.id]: "Der Hersteller haftet aufgrund dieser Richtlinie nicht, wenn er beweist," },
    });
    expect(opening(note.content)).toMatch(
      /^Art\. 7 Buchst\. b der Produkthaftungsrichtlinie 85\/374\/EWG: „Der Hersteller haftet aufgrund dieser Richtlinie nicht, wenn er beweist, … daß/,
    );
  });

  test("a first match that treats someone as the producer: the supplier of a product whose producer cannot be identified", () => {
    const note = composeResearchNote({
      question:
        "Ein Händler hat mir ein No-Name-Produkt verkauft, der Hersteller ist nicht feststellbar. Haftet der Händler nach dem alten Produkthaftungsrecht?",
      language: "de",
      passages: [art3_3, art3_2, art1],
    });
    expect(opening(note.content)).toMatch(/^Art\. 3 Abs\. 3 der Produkthaftungsrichtlinie 85\/374\/EWG: „/);
  });
});

describe("whether the act covers a thing", () => {
  test("the thing asked about, in English and German", () => {
    expect(coveredThing("Is software covered by the new Product Liability Directive?")).toEqual(["software"]);
    expect(coveredThing("Haftet der Hersteller nach der neuen Produkthaftungsrichtlinie auch für Software?")).toEqual([
      "software",
    ]);
    expect(coveredThing("Fällt Software unter die neue Produkthaftungsrichtlinie?")).toEqual(["software"]);
    expect(coveredThing("Who is liable for a defective product?")).toBeUndefined();
  });

  test("the definition that names it opens the note (Art. 4(1): a product includes software), not the liability rule", () => {
    const note = composeResearchNote({
      question: "Haftet der Hersteller nach der neuen Produkthaftungsrichtlinie auch für Software?",
      language: "de",
      passages: [pldArt8_1_a, pldArt2_1, pldDef1],
      covering: pldDef1,
    });
    expect(opening(note.content)).toMatch(
      /^Art\. 4 Nr\. 1 der Produkthaftungsrichtlinie \(EU\) 2024\/2853: „‘product’ means/,
    );
  });
});

describe("the date of a part excepted from an article of dates", () => {
  const clause =
    "with the exception of Article 5(1), first subparagraph, points (ba) and (bb), and Article 5(1a) and (1b) which shall apply from 2 December 2026;";
  test("names the paragraphs and points it excepts, not the rest of the article", () => {
    expect(exceptedIn(clause, "art_5.par_1.pt_ba")).toBe(true);
    expect(exceptedIn(clause, "art_5.par_1b")).toBe(true);
    expect(exceptedIn(clause, "art_5.par_8")).toBe(false);
    expect(exceptedIn(clause, "art_5.par_1.pt_f")).toBe(false);
    expect(exceptedIn("with the exception of Article 101;", "art_101.par_1")).toBe(true);
    expect(exceptedIn("with the exception of Article 101;", "art_10.par_1")).toBe(false);
  });
});

describe("a rule that opens by saving another", () => {
  const art26_11 = aiAct(
    "art_26.par_11",
    "Article 26(11)",
    "Obligations of deployers of high-risk AI systems",
    "11. Without prejudice to Article 50 of this Regulation, deployers of high-risk AI systems referred to in Annex III that make decisions or assist in making decisions related to natural persons shall inform the natural persons that they are subject to the use of the high-risk AI system.",
  );

  test("states its rule: the duty to inform the persons decided about, not the workplace duty ranked below it", () => {
    expect(qualifiesRule(art26_11.text)).toBe(false);
    expect(
      qualifiesRule(
        "4. Notwithstanding paragraph 2, in the event of the death of a person, the report shall be provided immediately after the provider or the deployer has established, or as soon as it suspects, a causal relationship between the high-risk AI system and the serious incident, but not later than 10 days after the date on which the provider or, where applicable, the deployer becomes aware of the serious incident.",
      ),
    ).toBe(true);
    const note = composeResearchNote({
      question:
        "Müssen Betroffene informiert werden, wenn ein Hochrisiko-KI-System über sie mitentscheidet, z. B. bei der Vergabe von Studienplätzen?",
      language: "de",
      passages: [art26_11, art26_7],
      coverage: "covered",
    });
    expect(opening(note.content)).toMatch(/^Art\. 26 Abs\. 11 der KI-Verordnung: „Without prejudice to Article 50/);
  });
});

describe("pronouns are not key words", () => {
  test("„Kopien ihrer Bestände zur Erhaltung“: Art. 6 DSM answers, not 'the acts do not answer' for want of „ihrer“", () => {
    const art6 = {
      ...aiArt2_12,
      id: "32019L0790:EN:art_6",
      act: "DSM Copyright Directive",
      celex: "32019L0790",
      pinpoint: "art_6",
      label: "Article 6",
      heading: "Preservation of cultural heritage",
      articleHeading: "Preservation of cultural heritage",
      text: "Member States shall provide for an exception to the rights provided for in Article 5(a) and Article 7(1) of Directive 96/9/EC, Article 2 of Directive 2001/29/EC, Article 4(1)(a) of Directive 2009/24/EC and Article 15(1) of this Directive, in order to allow cultural heritage institutions to make copies of any works or other subject matter that are permanently in their collections, in any format or medium, for purposes of preservation of such works or other subject matter and to the extent necessary for such preservation.",
      url: "https://eur-lex.europa.eu/eli/dir/2019/790/oj#art_6",
    };
    const note = composeResearchNote({
      question: "Dürfen Archive und Museen Kopien ihrer Bestände zur Erhaltung anfertigen?",
      language: "de",
      passages: [art6],
      coverage: "weak",
      evidence: { statutoryEvidence: 0.19, foreignWords: 2 },
    });
    expect(opening(note.content)).toMatch(/^Artikel 6 der DSM-Urheberrechtsrichtlinie: „/);
  });
});

describe("a question whether someone becomes the provider", () => {
  test("the provision that makes them the provider opens the note, the engine's verdict after it", () => {
    const art25_1_c = aiAct(
      "art_25.par_1.pt_c",
      "Article 25(1)(c)",
      "Responsibilities along the AI value chain",
      "they modify the intended purpose of an AI system, including a general-purpose AI system, which has not been classified as high-risk and has already been placed on the market or put into service in such a way that the AI system concerned becomes a high-risk AI system in accordance with Article 6.",
    );
    const question =
      "If we take an off-the-shelf general-purpose chatbot and reconfigure it to decide on consumer loan applications, do we become the provider of a high-risk system?";
    const verdict = aiActVerdict({
      question,
      language: "en",
      asOf: "2026-11-25",
      resolve: (pinpoint) => [art50_1].find((match) => match.pinpoint === pinpoint),
    });
    expect(verdict).toBeDefined();
    const note = composeResearchNote({
      question,
      language: "en",
      passages: [art25_1_c, art50_1],
      verdict,
      leadIns: {
        [art25_1_c.id]:
          "Any distributor, importer, deployer or other third-party shall be considered to be a provider of a high-risk AI system for the purposes of this Regulation and shall be subject to the obligations of the provider under Article 16, in any of the following circumstances:",
      },
    });
    expect(opening(note.content)).toMatch(
      /^Article 25\(1\)\(c\) of the AI Act: “Any distributor, importer, deployer or other third-party shall be considered to be a provider of a high-risk AI system[^\n]*” \[1\] It carries the AI Act's transparency duty/,
    );
  });
});
