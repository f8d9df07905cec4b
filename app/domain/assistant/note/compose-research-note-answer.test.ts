import { describe, expect, test } from "vitest";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import {
  annexIII_4,
  art26_7,
  art50_1,
  art5_1_f,
  art99_3,
  def39,
  pld2024Art5,
  pldDe1,
  pldDe4,
  provisionMatch,
} from "#tests/fixtures/assistant/legal-passages.ts";
import { composeResearchNote } from "./compose-research-note.ts";
import { noticesOf } from "./note-notices.ts";
import { provisionLabel } from "./note-wording.ts";
import { aiActVerdict } from "./note-verdict.ts";

// The note as a reader meets it: the short answer's first sentence, then the numbered sources.
const shortAnswer = (content: string) => {
  const lines = content.split("\n");
  const start = lines.findIndex((line) => line === "### Short answer" || line === "### Kurzantwort");
  return lines
    .slice(start + 1)
    .filter((line) => line.trim() !== "")
    .slice(0, 3);
};
const firstSentence = (content: string) => shortAnswer(content)[0]!;
/** The [n] markers in the order a reader meets them, each number once. */
const firstAppearances = (content: string) => [
  ...new Set([...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))),
];

const art113: Match = {
  id: "32024R1689:EN:art_113",
  act: "AI Act",
  celex: "32024R1689",
  pinpoint: "art_113",
  label: "Article 113",
  heading: "Entry into force and application",
  articleHeading: "Entry into force and application",
  text: "This Regulation shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union. It shall apply from 2 August 2026.",
  url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj#art_113",
  score: 1,
};
const pld2024Art4_5: Match = {
  id: "32024L2853:EN:art_4.pt_5",
  act: "Product Liability Directive",
  celex: "32024L2853",
  pinpoint: "art_4.pt_5",
  label: "Article 4(5)",
  heading: "manufacturer",
  articleHeading: "Definitions",
  text: "‘manufacturer’s control’ means that: (a) the manufacturer of a product performs or, with regard to actions of a third party, authorises or consents to the integration, inter-connection or supply of a component, including software updates or upgrades;",
  url: "https://eur-lex.europa.eu/eli/dir/2024/2853/oj#art_4",
  score: 0,
};
const aiAct = (pinpoint: string, label: string, heading: string, text: string) =>
  provisionMatch("AI", pinpoint, label, text, { heading });
const art73_2 = aiAct(
  "art_73.par_2",
  "Article 73(2)",
  "Reporting of serious incidents",
  "2. The report referred to in paragraph 1 shall be made immediately after the provider has established a causal link between the AI system and the serious incident or the reasonable likelihood of such a link, and, in any event, not later than 15 days after the provider or, where applicable, the deployer, becomes aware of the serious incident.",
);
const art73_4 = aiAct(
  "art_73.par_4",
  "Article 73(4)",
  "Reporting of serious incidents",
  "4. Notwithstanding paragraph 2, in the event of the death of a person, the report shall be provided immediately after the provider or the deployer has established, or as soon as it suspects, a causal relationship between the high-risk AI system and the serious incident, but not later than 10 days after the date on which the provider or, where applicable, the deployer becomes aware of the serious incident.",
);
const art111_4 = aiAct(
  "art_111.par_4",
  "Article 111(4)",
  "AI systems already placed on the market or put into service",
  "4. Providers of AI systems, including general-purpose AI systems, generating synthetic audio, image, video or text content, that have been placed on the market before 2 August 2026 shall take the necessary steps in order to comply with Article 50(2) by 2 December 2026.",
);
const art113_a = aiAct(
  "art_113.pt_a",
  "Article 113(a)",
  "Entry into force and application",
  "(a) Chapters I and II shall apply from 2 February 2025;",
);
const installed = [art5_1_f, art99_3, art50_1, annexIII_4, art26_7];
const resolve = (pinpoint: string) => installed.find((match) => match.pinpoint === pinpoint);

describe("the research note's short answer", () => {
  test("a described prohibited practice: the engine's verdict with its date and fine opens the note, then the prohibition quoted", () => {
    const question = "Is emotion recognition of employees at the workplace allowed under the AI Act?";
    const verdict = aiActVerdict({ question, language: "en", asOf: "2026-11-25", resolve });
    const note = composeResearchNote({
      question,
      language: "en",
      passages: [art26_7, art5_1_f],
      definitions: [def39],
      verdict,
    });
    expect(firstSentence(note.content)).toMatch(
      // "Is it allowed?" of a prohibited practice: "No —" before the verdict (ADR 158).
      /^No — under the AI Act this is a prohibited practice \(infers emotions of people at the workplace or in education\), prohibited since 2 February 2025 \[1\]\./,
    );
    expect(firstSentence(note.content)).toContain(
      "Fines up to EUR 35,000,000 or 7 % of total worldwide annual turnover, whichever is higher [2].",
    );
    expect(shortAnswer(note.content)[1]).toMatch(
      /^Article 5\(1\)\(f\) of the AI Act: “the placing on the market[^\n]*workplace and education institutions[^\n]*” \[1\]$/,
    );
    expect(note.sources.slice(0, 2).map((source) => source.label)).toEqual(["Article 5(1)(f)", "Article 99(3)"]);
    // No engine or corpus identifiers reach the reader.
    expect(note.content).not.toMatch(/\b(art|anx|pt|par)_\w|emotion_recognition|high_risk/);
  });

  test("a question on a term, a fine's amount or a date, describing no system: no verdict opens the note", () => {
    for (const question of [
      "What exactly is emotion recognition of employees at the workplace under the AI Act?",
      "How much is the fine for emotion recognition of employees at the workplace?",
      "Ab wann gelten die Pflichten für Hochrisiko-KI bei der Auswahl von Bewerbern?",
    ])
      expect(aiActVerdict({ question, language: "en", asOf: "2026-11-25", resolve })).toBeUndefined();
  });

  test("a described high-risk system: the Annex III area and the date its duties apply from", () => {
    const question =
      "From when must a provider of an AI system that screens CVs for recruitment meet the high-risk requirements?";
    const verdict = aiActVerdict({ question, language: "en", asOf: "2026-11-25", resolve });
    const note = composeResearchNote({ question, language: "en", passages: [annexIII_4, art26_7], verdict });
    expect(firstSentence(note.content)).toMatch(
      /^Under the AI Act this is a high-risk AI system in the area of employment \(recruitment, CV screening[^)]*\); the high-risk duties apply from 2 December 2027 \[1\]\.$/,
    );
    expect(shortAnswer(note.content)[1]).toMatch(
      /^Annex III, point 4 of the AI Act: “[^\n]*to analyse and filter job applications/,
    );
  });

  test("a described high-risk system and a duty asked about: the verdict, then the duty, not the Annex III area (ADR 153)", () => {
    for (const [question, language] of [
      [
        "Our HR team wants to use a bought-in AI tool to screen job applications. Must we inform the works council and the workers first?",
        "en",
      ],
      [
        "Unsere Personalabteilung will ein KI-Tool zur Vorauswahl von Bewerbungen einsetzen. Müssen wir vorher den Betriebsrat und die Arbeitnehmer informieren?",
        "de",
      ],
    ] as const) {
      const verdict = aiActVerdict({ question, language, asOf: "2026-11-25", resolve });
      expect(verdict, question).toBeDefined();
      const note = composeResearchNote({ question, language, passages: [annexIII_4, art26_7], verdict });
      const [first, quote] = shortAnswer(note.content);
      expect(first).toMatch(
        /high-risk AI system in the area of employment|Hochrisiko-KI-System im Bereich Beschäftigung/,
      );
      expect(quote).toMatch(/^(Article 26\(7\) of the AI Act|Art\. 26 Abs\. 7 der KI-Verordnung)/);
      expect(quote).toContain(
        "deployers who are employers shall inform workers’ representatives and the affected workers",
      );
    }
    // Asked only whether it is high-risk, the Annex III area answers.
    const question = "Our HR team uses an AI tool to screen job applications. Is it high-risk?";
    const verdict = aiActVerdict({ question, language: "en", asOf: "2026-11-25", resolve });
    const note = composeResearchNote({ question, language: "en", passages: [annexIII_4, art26_7], verdict });
    expect(shortAnswer(note.content)[1]).toMatch(/^Annex III, point 4 of the AI Act/);
  });

  test("a question that asks from when: the date and the sentence that sets it, cited", () => {
    const note = composeResearchNote({
      question: "From when does the AI Act apply?",
      language: "en",
      passages: [art50_1, art113],
    });
    expect(firstSentence(note.content)).toBe(
      "From 2 August 2026: Article 113 of the AI Act says “It shall apply from 2 August 2026.” [1]",
    );
  });

  test("a question that asks by when: the date is a deadline, in the question's language", () => {
    const pld2024Art22: Match = {
      ...pld2024Art4_5,
      id: "32024L2853:EN:art_22.par_1",
      pinpoint: "art_22.par_1",
      label: "Article 22(1)",
      heading: "Transposition",
      articleHeading: "Transposition",
      text: "1. Member States shall bring into force the laws, regulations and administrative provisions necessary to comply with this Directive by 9 December 2026. They shall immediately inform the Commission thereof.",
    };
    const note = composeResearchNote({
      question: "Bis wann muss Deutschland die neue Produkthaftungsrichtlinie ins nationale Recht umsetzen?",
      language: "de",
      passages: [pld2024Art22],
    });
    expect(firstSentence(note.content)).toMatch(
      /^Bis zum 9\. Dezember 2026: Art\. 22 Abs\. 1 der Produkthaftungsrichtlinie \(EU\) 2024\/2853 bestimmt „Member States shall bring into force[^\n]*by 9 December 2026\.“ \[1\]$/,
    );
    const english = composeResearchNote({
      question: "By when must Member States transpose the new Product Liability Directive?",
      language: "en",
      passages: [pld2024Art22],
    });
    expect(firstSentence(english.content)).toMatch(
      /^By 9 December 2026: Article 22\(1\) of the Product Liability Directive says “Member States shall bring into force/,
    );
  });

  test("otherwise the sentence of the provision that answers, quoted and cited", () => {
    const note = composeResearchNote({
      question: "Must deployers inform workers before using a high-risk AI system at the workplace?",
      language: "en",
      passages: [art26_7, art50_1],
    });
    expect(firstSentence(note.content)).toMatch(
      /^Article 26\(7\) of the AI Act: “Before putting into service or using a high-risk AI system at the workplace, deployers who are employers shall inform workers’ representatives[^\n]*” \[1\]$/,
    );
  });

  test("a provision the question names is the one quoted; when the search did not return it, no other provision is quoted in its place", () => {
    const question = "What does Article 26(7) AI Act say about workers?";
    const found = composeResearchNote({ question, language: "en", passages: [art50_1, art26_7] });
    expect(firstSentence(found.content)).toMatch(/^Article 26\(7\) of the AI Act: “Before putting into service/);
    const missing = composeResearchNote({ question, language: "en", passages: [art50_1, annexIII_4] });
    expect(firstSentence(missing.content)).toMatch(
      /^The search did not return Article 26\(7\) itself: the provisions below only refer to it or share words of the question\./,
    );
    expect(firstSentence(missing.content)).not.toContain("“");
    const german = composeResearchNote({
      question: "Was regelt Art. 26 der KI-Verordnung zu Arbeitnehmern?",
      language: "de",
      passages: [art50_1],
    });
    expect(firstSentence(german.content)).toMatch(/^Die Suche hat Artikel 26 selbst nicht gefunden/);
  });

  test("where the acts do not answer, the opening says so plainly and quotes nothing", () => {
    const note = composeResearchNote({
      question: "Who won the football world cup in 1998 in France?",
      language: "en",
      passages: [art50_1],
    });
    expect(firstSentence(note.content)).toMatch(
      /^The installed acts do not answer this question: none of the provisions found contains more than 0 of its \d key words\./,
    );
    expect(firstSentence(note.content)).not.toContain("“");
  });

  test("mixed evidence: the best provision, said to be the closest, not 'the acts do not answer'", () => {
    // The statute says "workers' representatives" and "inform", the question "staff" and "tell": few shared words.
    const question = "Does my boss have to tell the staff before bringing in software that watches them?";
    // The first matches hold a third of the question in their own words, and every word is known to the acts.
    const evidence = { statutoryEvidence: 0.3, foreignWords: 0 };
    const note = composeResearchNote({
      question,
      language: "en",
      passages: [art26_7, art50_1],
      coverage: "weak",
      evidence,
    });
    expect(firstSentence(note.content)).toMatch(
      /^The installed acts do not say this in so many words; the closest provision is Article 26\(7\) of the AI Act: “[^\n]*” \[1\]$/,
    );
    expect(note.content).not.toMatch(/do not answer this question|do not really answer/);
    const german = composeResearchNote({
      question: "Muss der Chef vorher Bescheid sagen, wenn er neue Software einführt?",
      language: "de",
      passages: [art26_7],
      coverage: "weak",
      evidence,
    });
    // The same question on the acts' subject ("under the AI Act"): the provision answers.
    const named = composeResearchNote({
      question: `Under the AI Act, ${question[0]!.toLowerCase()}${question.slice(1)}`,
      language: "en",
      passages: [art26_7, art50_1],
      coverage: "weak",
      evidence,
    });
    expect(firstSentence(named.content)).toMatch(/^Article 26\(7\) of the AI Act: “/);
    expect(firstSentence(german.content)).toMatch(
      /^Die installierten Rechtsakte sagen das nicht ausdrücklich; am nächsten kommt Art\. 26 Abs\. 7 der KI-Verordnung: „[^\n]*“ \[1\]$/,
    );
  });

  test("the search found the question in a provision: its sentence opens the note, however few of the question's everyday words it has", () => {
    const question = "My boss wants to bring in software that watches the staff. Do they have to be told?";
    const note = composeResearchNote({ question, language: "en", passages: [art26_7, art50_1], coverage: "covered" });
    expect(firstSentence(note.content)).toMatch(/^Article 26\(7\) of the AI Act: “[^\n]*” \[1\]$/);
  });

  test("off the acts' subject, with a word foreign to them and little evidence: the note says plainly that the acts do not answer", () => {
    const question = "How long must we keep employee payroll records for tax audits?";
    const note = composeResearchNote({
      question,
      language: "en",
      passages: [art26_7, art50_1],
      coverage: "weak",
      evidence: { statutoryEvidence: 0.15, foreignWords: 1 },
    });
    expect(firstSentence(note.content)).toMatch(
      /^The installed acts do not answer this question: none of the provisions found contains more than \d of its \d key words\./,
    );
    // The same question with evidence that the first matches hold much of it in their own words: the closest provision.
    const held = composeResearchNote({
      question,
      language: "en",
      passages: [art26_7, art50_1],
      coverage: "weak",
      evidence: { statutoryEvidence: 0.35, foreignWords: 0 },
    });
    expect(firstSentence(held.content)).toMatch(
      /^The installed acts do not say this in so many words; the closest provision is Article 26\(7\)/,
    );
  });

  test("a modifier that holds more of the question than the rule is the one quoted: the death of a person, 10 days", () => {
    const note = composeResearchNote({
      question: "How quickly must we report a serious incident in which a person died?",
      language: "en",
      passages: [art73_4, art73_2, art50_1],
      coverage: "covered",
    });
    expect(firstSentence(note.content)).toMatch(
      /^Article 73\(4\) of the AI Act: “Notwithstanding paragraph 2, in the event of the death of a person[^\n]*10 days[^\n]*” \[1\]$/,
    );
  });

  test("a date is taken only from a provision that answers: not from an application rule found but matching less well", () => {
    const question =
      "Our image generator was already on sale in spring 2026. By what date must its output be marked as artificial?";
    const note = composeResearchNote({ question, language: "en", passages: [art111_4, art113_a], coverage: "covered" });
    expect(firstSentence(note.content)).not.toContain("2 February 2025");
    expect(firstSentence(note.content)).toMatch(/^Article 111\(4\) of the AI Act: “[^\n]*by 2 December 2026\.” \[1\]$/);
  });

  test("a named provision that does not exist is said first", () => {
    const notices = noticesOf(
      { matches: [], notices: [{ kind: "not-found", reference: "Article 140", act: "AI Act" }] },
      "en",
    );
    const note = composeResearchNote({ question: "Article 140 AI Act", language: "en", passages: [art50_1], notices });
    expect(firstSentence(note.content)).toMatch(
      /^Article 140 does not exist in the AI Act: the installed text has no such provision\./,
    );
    expect(
      noticesOf({ matches: [], notices: [{ kind: "not-found", reference: "Article 140", act: "AI Act" }] }, "de"),
    ).toEqual([
      "Artikel 140 gibt es in der KI-Verordnung nicht: Der installierte Text enthält keine solche Vorschrift.",
    ]);
    // By shape: a plain message is kept, a malformed one dropped, no notices at all is told apart from none found.
    expect(noticesOf({ notices: ["Article 17(12) does not exist in the DSM Directive."] }, "en")).toEqual([
      "Article 17(12) does not exist in the DSM Directive.",
    ]);
    expect(noticesOf({ notices: [{ message: 7 }] }, "en")).toEqual([]);
    expect(noticesOf({ matches: [] }, "en")).toBeUndefined();
  });

  test("a named provision an amending act deleted is said not to be part of the act as in force, not never to have existed", () => {
    const deleted = {
      kind: "provision-not-found",
      reference: "Art. 10 Abs. 5 KI-VO",
      act: "AI Act",
      inOtherVersion: "text as adopted",
    };
    expect(noticesOf({ matches: [], notices: [deleted] }, "en")).toEqual([
      "Art. 10 Abs. 5 KI-VO is not part of the AI Act as in force: another installed version of the act has it, so an amending act deleted or replaced it (or inserts it only later).",
    ]);
    const [german] = noticesOf({ matches: [], notices: [deleted] }, "de")!;
    expect(german).toMatch(/^Art\. 10 Abs\. 5 KI-VO ist in der geltenden Fassung der KI-Verordnung nicht enthalten/);
    expect(german).not.toMatch(/gibt es .* nicht/);
  });
});

test("German labels follow the German texts' own style", () => {
  const label = (pinpoint: string) => provisionLabel({ pinpoint, label: "?" }, "de");
  expect(label("art_5.par_1.pt_f")).toBe("Art. 5 Abs. 1 Buchst. f");
  expect(label("art_3.pt_39")).toBe("Art. 3 Nr. 39");
  expect(label("art_21")).toBe("Artikel 21");
  expect(label("anx_III.pt_4")).toBe("Anhang III Nr. 4");
  expect(label("anx_I.sec_B.pt_20")).toBe("Anhang I Abschnitt B Nr. 20");
  expect(label("art_4.pt_18.pt_b.pt_ii")).toBe("Art. 4 Nr. 18 Buchst. b Ziff. ii");
  expect(label("rct_27")).toBe("Erwägungsgrund 27");
  expect(provisionLabel({ pinpoint: "art_5.par_1.pt_f", label: "Article 5(1)(f)" }, "en")).toBe("Article 5(1)(f)");
});

describe("the research note's sources", () => {
  test("are numbered in the order the reader first meets them, also when act groups and weaker matches reorder the search's list", () => {
    const note = composeResearchNote({
      question:
        "Must a natural person be informed, and is compensation due for damage caused by a defective AI system?",
      language: "en",
      passages: [pld2024Art5, art26_7, art50_1],
      definitions: [def39],
    });
    const order = firstAppearances(note.content);
    expect(order).toEqual(order.map((_, index) => index + 1));
    expect(note.sources.map((source) => source.n)).toEqual(order);
    // Every number is the source the note puts it after.
    expect(note.content).toContain(
      `**Article 5(1) — Right to compensation** [${note.sources.find((source) => source.label === "Article 5(1)")!.n}]`,
    );
  });

  test("a definition is labelled with the term its text defines, not the heading it was stored under", () => {
    const note = composeResearchNote({
      question: "Is the manufacturer liable for software updates?",
      language: "en",
      passages: [pld2024Art5],
      definitions: [pld2024Art4_5],
    });
    expect(note.content).toMatch(
      /^- \*\*manufacturer’s control\*\* \(Article 4\(5\)\): “‘manufacturer’s control’ means/m,
    );
    expect(note.content).not.toContain("**manufacturer** (");
  });

  test("a German question about the new Directive: answered from 2024/2853 first, German headings, the English text said to be English", () => {
    const note = composeResearchNote({
      question: "Hat eine geschädigte Person nach der neuen Produkthaftungsrichtlinie Anspruch auf Schadensersatz?",
      language: "de",
      passages: [pldDe1, pldDe4, pld2024Art5],
    });
    expect(firstSentence(note.content)).toMatch(
      /^Art\. 5 Abs\. 1 der Produkthaftungsrichtlinie \(EU\) 2024\/2853: „Member States shall ensure/,
    );
    // Said once, in German, after the opening: the wording quoted is the English text (ADR 158).
    expect(firstSentence(note.content)).toMatch(/“ \[1\]$/);
    expect(shortAnswer(note.content)).toContain(
      "Der zitierte Wortlaut ist der englische Text der Produkthaftungsrichtlinie (EU) 2024/2853; eine deutsche Fassung ist nicht installiert.",
    );
    expect(shortAnswer(note.content).join("\n")).not.toContain("(englischer Wortlaut)");
    // One way of citing throughout: the German form also for provisions of an English text.
    expect(note.content).toContain("**Art. 5 Abs. 1 — Right to compensation**");
    expect(note.content).toContain("**Artikel 1** [");
    expect(note.content).not.toMatch(/Artikel \d+\(/);
    const newAct = note.content.indexOf("#### Produkthaftungsrichtlinie (EU) 2024/2853");
    expect(newAct).toBeGreaterThan(-1);
    expect(newAct).toBeLessThan(note.content.indexOf("#### Produkthaftungsrichtlinie 85/374/EWG"));
    expect(note.content).toContain(
      "Zitiert aus dem englischen Wortlaut: Produkthaftungsrichtlinie (EU) 2024/2853 ist nur auf Englisch installiert.",
    );
    expect(note.content).not.toMatch(/^#+ (Short answer|Provisions|Definitions)/m);
  });
});

describe("a provision the question names", () => {
  test("is quoted as the short answer although it shares no word of the question (the search looked it up: named)", () => {
    const question = "Article 26(7) AI Act";
    const named = { ...art26_7, named: true };
    const note = composeResearchNote({ question, language: "en", passages: [named, art50_1] });
    expect(firstSentence(note.content)).toMatch(/^Article 26\(7\) of the AI Act: “Before putting into service/);
    expect(note.content).not.toMatch(/do not answer this question/);
    expect(note.sources[0]!.pinpoint).toBe("art_26.par_7");
  });
});

describe("the rule before its modifiers (ADR 048)", () => {
  const pld85 = (pinpoint: string, label: string, text: string) => provisionMatch("PLD85", pinpoint, label, text);
  const suspension = pld85(
    "art_10.par_2",
    "Article 10(2)",
    "2. The laws of Member States regulating suspension or interruption of the limitation period shall not be affected by this Directive.",
  );
  const threeYears = pld85(
    "art_10.par_1",
    "Article 10(1)",
    "1. Member States shall provide in their legislation that a limitation period of three years shall apply to proceedings for the recovery of damages as provided for in this Directive. The limitation period shall begin to run from the day on which the plaintiff became aware, or should reasonably have become aware, of the damage, the defect and the identity of the producer.",
  );

  test("the short answer quotes the paragraph that states the rule, not the one that qualifies it, whichever the search put first", () => {
    const question = "How long is the limitation period for damages?";
    const note = composeResearchNote({ question, language: "en", passages: [suspension, threeYears] });
    expect(firstSentence(note.content)).toMatch(/^Article 10\(1\) of .*limitation period of three years/);
  });
});

describe("a question whether someone is liable, and one under another law (ADR 105, 106)", () => {
  const dsm = (pinpoint: string, label: string, text: string) =>
    provisionMatch("DSM", pinpoint, label, text, {
      heading: "Use of protected content by online content-sharing service providers",
    });
  const communication = dsm(
    "art_17.par_1",
    "Article 17(1)",
    "1. Member States shall provide that an online content-sharing service provider performs an act of communication to the public or an act of making available to the public for the purposes of this Directive when it gives the public access to copyright-protected works or other protected subject matter uploaded by its users.",
  );
  const conditions = dsm(
    "art_17.par_4",
    "Article 17(4)",
    "4. If no authorisation is granted, online content-sharing service providers shall be liable for unauthorised acts of communication to the public, including making available to the public, of copyright-protected works and other subject matter, unless the service providers demonstrate that they have: (a) made best efforts to obtain an authorisation, and (b) made best efforts to ensure the unavailability of specific works; and in any event (c) acted expeditiously to disable access to the notified works.",
  );

  test("the short answer quotes the paragraph that says when the party is liable, not the rule ranked above it", () => {
    const question = "Can a platform like YouTube be liable for copyright infringement of user uploads?";
    const note = composeResearchNote({ question, language: "en", passages: [communication, conditions] });
    expect(firstSentence(note.content)).toMatch(
      /^Article 17\(4\) of the DSM Copyright Directive: “If no authorisation is granted, online content-sharing service providers shall be liable/,
    );
    // A question about something else keeps the rule first.
    const other = composeResearchNote({
      question: "Does a platform communicate uploaded works to the public?",
      language: "en",
      passages: [communication, conditions],
    });
    expect(firstSentence(other.content)).toMatch(/^Article 17\(1\) of/);
  });

  test("not covered, under another law: the note says plainly that the acts do not answer and names that law", () => {
    const question = "Is using 30 seconds of a song fair use under US copyright law?";
    const note = composeResearchNote({ question, language: "en", passages: [communication], coverage: "not-covered" });
    expect(firstSentence(note.content)).toBe(
      "The installed acts do not answer this question: it concerns “US copyright law”, a law that is not installed. The provisions below only share some of its words.",
    );
    const german = composeResearchNote({
      question: "Wie hoch sind die Bußgelder nach der DSGVO?",
      language: "de",
      passages: [communication],
      coverage: "not-covered",
    });
    expect(firstSentence(german.content)).toMatch(
      /^Die installierten Rechtsakte beantworten diese Frage nicht: Sie betrifft „DSGVO“/,
    );
  });
});
