// The short answer's opening as a lawyer reads it (ADR 147): a point quoted with the words that
// introduce it, a model verdict followed by the provision that answers, the act's own date, the
// date of an exception, the date of the annex the question names.
import { describe, expect, test } from "vitest";
import { composeResearchNote, withAntecedent } from "./compose-research-note.ts";
import { isFragment, leadInOf, pointParent } from "./lead-in.ts";
import type { NoteVerdict } from "./note-verdict.ts";
import { provisionMatch } from "#tests/fixtures/assistant/legal-passages.ts";

const opening = (content: string) => {
  const lines = content.split("\n");
  const start = lines.findIndex((line) => line === "### Short answer" || line === "### Kurzantwort");
  return lines
    .slice(start + 1)
    .filter((line) => line.trim() !== "")
    .slice(0, 2)
    .join("\n");
};
const aiAct = (pinpoint: string, label: string, heading: string, text: string) =>
  provisionMatch("AI", pinpoint, label, text, { heading });
const art113Lead =
  "This Regulation shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union. It shall apply from 2 August 2026. However:";
const art113a = aiAct(
  "art_113.pt_a",
  "Article 113(a)",
  "Entry into force and application",
  "Chapters I and II shall apply from 2 February 2025, with the exception of Article 5(1), first subparagraph, points (ba) and (bb), and Article 5(1a) and (1b) which shall apply from 2 December 2026;",
);
const art113b = aiAct(
  "art_113.pt_b",
  "Article 113(b)",
  "Entry into force and application",
  "Chapter III Section 4, Chapter V, Chapter VII and Chapter XII and Article 78 shall apply from 2 August 2025, with the exception of Article 101;",
);
const art113c = aiAct(
  "art_113.pt_c",
  "Article 113(c)",
  "Entry into force and application",
  "Chapter III, Sections 1, 2, and 3, with the exception of Article 6(5), shall apply from: (i) 2 December 2027 as regards AI systems classified as high-risk pursuant to Article 6(2) and Annex III; and (ii) 2 August 2028 as regards AI systems classified as high-risk pursuant to Article 6(1) and Annex I;",
);
const art5_1_ba = aiAct(
  "art_5.par_1.pt_ba",
  "Article 5(1)(ba)",
  "Prohibited AI practices",
  "the placing on the market, the putting into service or the use of an AI system that generates or manipulates realistic images of an identifiable natural person’s intimate parts without that person’s consent;",
);
const art101_1 = aiAct(
  "art_101.par_1",
  "Article 101(1)",
  "Fines for providers of general-purpose AI models",
  "The Commission may impose on providers of general-purpose AI models fines not exceeding 3 % of their annual total worldwide turnover in the preceding financial year or EUR 15 000 000, whichever is higher.",
);
const leadIns = { [art113a.id]: art113Lead, [art113b.id]: art113Lead, [art113c.id]: art113Lead };

describe("the words that introduce a point", () => {
  test("a paragraph's lead-in ends at its colon, without the paragraph's number", () => {
    expect(leadInOf("1. The following AI practices shall be prohibited: (a) the placing on the market …")).toBe(
      "The following AI practices shall be prohibited:",
    );
    expect(leadInOf("Der Hersteller haftet aufgrund dieser Richtlinie nicht, wenn er beweist, a) daß er …")).toBe(
      "Der Hersteller haftet aufgrund dieser Richtlinie nicht, wenn er beweist,",
    );
    expect(leadInOf("Member States shall lay down the rules on penalties.")).toBeUndefined();
    expect(pointParent("art_5.par_1.pt_f")).toBe("art_5.par_1");
    expect(pointParent("art_3.par_1")).toBeUndefined();
    expect(isFragment("to submit to an investigation;")).toBe(true);
    expect(isFragment("Providers shall ensure …")).toBe(false);
  });

  test("a point that cannot stand alone is quoted after the words of its paragraph that introduce it", () => {
    const art75c_5_a = aiAct(
      "art_75c.par_5.pt_a",
      "Article 75c(5)(a)",
      "Non-compliance, fines and periodic penalty payments",
      "to submit to an investigation;",
    );
    const note = composeResearchNote({
      question: "In which cases can the AI Office impose periodic penalty payments to compel an investigation?",
      language: "en",
      passages: [art75c_5_a],
      leadIns: {
        [art75c_5_a.id]:
          "The AI Office may adopt a decision imposing periodic penalty payments to compel the operators subject to its competence pursuant to Article 75(1) to the following:",
      },
    });
    expect(opening(note.content)).toContain(
      "“The AI Office may adopt a decision imposing periodic penalty payments to compel the operators subject to its competence pursuant to Article 75(1) to the following: … to submit to an investigation;”",
    );
  });
});

describe("the date the question asks for", () => {
  test("from when the act applies: its own date first, then its parts' dates", () => {
    const note = composeResearchNote({
      question: "Seit wann bzw. ab wann gilt die KI-Verordnung grundsätzlich, und welche Teile galten schon früher?",
      language: "de",
      passages: [art113a, art113b, art113c],
      leadIns,
    });
    const text = opening(note.content);
    expect(text).toMatch(
      /^Ab dem 2\. August 2026: Artikel 113 der KI-Verordnung bestimmt „It shall apply from 2 August 2026\.“/,
    );
    expect(text).toContain(
      "Für Teile gelten andere Daten: Art. 113 Buchst. a: „Chapters I and II shall apply from 2 February 2025",
    );
    expect(text).toContain("Art. 113 Buchst. b: „Chapter III Section 4");
  });

  test("from when a rule applies to something: that part's date, not the act's", () => {
    const note = composeResearchNote({
      question: "From when does the AI Act apply to AI systems for the chapters on prohibited practices?",
      language: "en",
      passages: [art113a],
      leadIns,
    });
    expect(opening(note.content)).toMatch(/^From 2 February 2025: Article 113\(a\)/);
  });

  test("a provision the dated sentence excepts takes the exception's date", () => {
    const note = composeResearchNote({
      question: "Since when exactly are apps that generate intimate images of an identifiable person prohibited?",
      language: "en",
      passages: [art113a, art5_1_ba],
      leadIns,
    });
    expect(opening(note.content)).toMatch(/^From 2 December 2026: Article 113\(a\)/);
  });

  test("an excepted provision ranked below the dated sentence, matching no better, does not date a question on all of them (ADR 158)", () => {
    const art5_1a_a = aiAct(
      "art_5.par_1a.pt_a",
      "Article 5(1a)(a)",
      "Prohibited AI practices",
      "the placing on the market or putting into service of an AI system that generates or manipulates the material or performance referred to in paragraph 1, first subparagraph, point (ba) or (bb) is only prohibited where: (i) that generation or manipulation is the intended purpose of the AI system; or (ii) the system’s design, training, architecture, capabilities or user-facing functionalities make that generation or manipulation a reasonably foreseeable and reproducible outcome, without requiring significant technical modification, and the system does not have reasonable and adequate technical safety measures and other safeguards to reliably prevent that generation or manipulation, taking into account reasonably foreseeable misuse, and to correct observed or reported misuse;",
    );
    const note = composeResearchNote({
      question: "When did the AI Act's bans on prohibited practices start to apply?",
      language: "en",
      passages: [art113a, art5_1a_a],
      leadIns,
    });
    expect(opening(note.content)).toMatch(/^From 2 February 2025: Article 113\(a\)/);
  });

  test("an excepted provision without a date of its own takes the act's date", () => {
    const note = composeResearchNote({
      question: "From when can the Commission impose fines on providers of general-purpose AI models?",
      language: "en",
      passages: [art113b, art101_1],
      leadIns,
    });
    expect(opening(note.content)).toMatch(
      /^From 2 August 2026: Article 113\(b\) of the AI Act says “It shall apply from 2 August 2026\. … Chapter III Section 4/,
    );
  });

  test("a sentence dating two annexes dates the question by the annex it names", () => {
    const question = (annex: string) => `Ab wann gelten die Hochrisiko-Anforderungen für KI nach Anhang ${annex}?`;
    // The annex the question names is among the passages.
    const annexPassage = (annex: string) =>
      aiAct(`anx_${annex}`, `Annex ${annex}`, "List of Union harmonisation legislation", "Section A. …");
    const dated = (annex: string) =>
      opening(
        composeResearchNote({
          question: question(annex),
          language: "de",
          passages: [art113c, annexPassage(annex)],
          leadIns,
        }).content,
      );
    expect(dated("I")).toMatch(/^Ab dem 2\. August 2028: Art\. 113 Buchst\. c/);
    expect(dated("III")).toMatch(/^Ab dem 2\. Dezember 2027: Art\. 113 Buchst\. c/);
  });

  test("an annex named as a class of systems, not returned itself, is dated by the provision that refers to it (ADR 153)", () => {
    const note = composeResearchNote({
      question: "When do the obligations for Annex III high-risk systems actually start to apply?",
      language: "en",
      passages: [art113c],
      leadIns,
    });
    expect(opening(note.content)).toMatch(/^From 2 December 2027: Article 113\(c\) of the AI Act says/);
    expect(note.content).not.toContain("The search did not return Annex III");
  });
});

describe("a verdict that only classifies", () => {
  const art3_63 = aiAct(
    "art_3.pt_63",
    "Article 3(63)",
    "Definitions",
    "‘general-purpose AI model’ means an AI model that displays significant generality and is capable of competently performing a wide range of distinct tasks;",
  );
  const art51_2 = aiAct(
    "art_51.par_2",
    "Article 51(2)",
    "Classification of general-purpose AI models as general-purpose AI models with systemic risk",
    "A general-purpose AI model shall be presumed to have high impact capabilities pursuant to paragraph 1, point (a), when the cumulative amount of computation used for its training measured in floating point operations is greater than 10^25.",
  );
  const verdict: NoteVerdict = {
    statements: [
      {
        text: "Under the AI Act this is a general-purpose AI model; its provider's duties apply from 2 August 2025.",
        sources: [art3_63],
      },
    ],
    primary: art3_63,
    basis: "(The product's rule-based AI Act check applied to the words of the question.)",
  };

  test("is followed by the provision that answers, not the definition", () => {
    const note = composeResearchNote({
      question:
        "Above which amount of training compute is a general-purpose AI model presumed to have high impact capabilities?",
      language: "en",
      passages: [art51_2, art3_63],
      verdict,
    });
    const text = opening(note.content);
    expect(text).toContain("Under the AI Act this is a general-purpose AI model");
    expect(text).toContain("Article 51(2) of the AI Act: “A general-purpose AI model shall be presumed");
    expect(text).not.toContain("Article 3(63) of the AI Act:");
  });

  test("is followed by the transitional provision, not by the date the verdict already gives", () => {
    const art111_3 = aiAct(
      "art_111.par_3",
      "Article 111(3)",
      "AI systems already placed on the market or put into service",
      "Providers of general-purpose AI models that have been placed on the market before 2 August 2025 shall take the necessary steps in order to comply with the obligations laid down in this Regulation by 2 August 2027.",
    );
    const note = composeResearchNote({
      question:
        "Our client's model was released in 2024. By when must it comply with the obligations for general-purpose AI models?",
      language: "en",
      passages: [art113b, art3_63, art111_3],
      leadIns,
      verdict,
    });
    const text = opening(note.content);
    // The date that answers for a model placed on the market before 2 August 2025 first (ADR 153), then the verdict.
    expect(text).toMatch(
      /^By 2 August 2027: Article 111\(3\) of the AI Act says “Providers of general-purpose AI models that have been placed/,
    );
    expect(text).toContain("Under the AI Act this is a general-purpose AI model");
    expect(text.indexOf("By 2 August 2027")).toBeLessThan(text.indexOf("its provider's duties apply from"));
    expect(text).not.toContain("Article 113(b)");
    // Sources numbered as first cited: Art. 111(3) is [1].
    expect(text).toMatch(/^By 2 August 2027: .*\[1\]/);
  });
});

describe("a sentence that refers back", () => {
  test("is quoted after the rule it qualifies; a sentence naming the act stands alone", () => {
    const art4_1 = aiAct(
      "art_4.par_1",
      "Article 4(1)",
      "AI literacy",
      "1. Providers and deployers of AI systems shall take measures to support the development of AI literacy of their staff. This obligation does not require providers or deployers to guarantee any specific level of AI literacy of any individual.",
    );
    const note = composeResearchNote({
      question: "Is AI literacy still an obligation, or must we guarantee a specific level for any individual?",
      language: "en",
      passages: [art4_1],
    });
    expect(opening(note.content)).toContain(
      "“Providers and deployers of AI systems shall take measures to support the development of AI literacy of their staff. This obligation does not require providers or deployers to guarantee any specific level of AI literacy of any individual.”",
    );
    expect(
      withAntecedent("A first rule. This Regulation does not apply to X.", "This Regulation does not apply to X."),
    ).toBe("This Regulation does not apply to X.");
  });
});
