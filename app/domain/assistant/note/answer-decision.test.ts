import { describe, expect, test } from "vitest";
import type { Corpus } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import { decideAnswer, type AnswerSignals } from "./answer-decision.ts";
import { usesDefinedTerm } from "./answer-signals.server.ts";

const signals = (overrides: Partial<AnswerSignals>): AnswerSignals => ({
  otherLaw: false,
  namesActs: false,
  named: false,
  matched: 2,
  total: 9,
  ...overrides,
});

describe("whether the research note says the acts answer", () => {
  test("the search found the question in a provision: it answers, however few everyday words the statute shares", () => {
    // "My record deal pays me far too little now that the album became a hit": Art. 20 DSM says "remuneration … disproportionately low".
    expect(decideAnswer(signals({ coverage: "covered", matched: 1, total: 12 }))).toBe("answers");
    expect(decideAnswer(signals({ coverage: "weak", matched: 4, total: 9 }))).toBe("answers");
    // Unless nothing else points to the acts: „Brauche ich eine Gewerbeanmeldung …?“ ("Gewerbeanmeldung" occurs in no provision).
    expect(decideAnswer(signals({ coverage: "covered", matched: 1, total: 4, foreignWords: 1 }))).toBe("closest");
    expect(decideAnswer(signals({ coverage: "covered", namesActs: true, matched: 1, total: 4, foreignWords: 1 }))).toBe(
      "answers",
    );
  });

  test("a partial match: on the acts' subject the best provision answers; otherwise it is the closest, not a plain 'the acts do not answer'", () => {
    expect(
      decideAnswer(
        signals({ coverage: "weak", namesActs: true, matched: 1, total: 9, statutoryEvidence: 0.1, foreignWords: 1 }),
      ),
    ).toBe("answers");
    // Not naming the acts, but every word is known to them and the first matches hold some of it.
    expect(
      decideAnswer(signals({ coverage: "weak", matched: 2, total: 9, statutoryEvidence: 0.25, foreignWords: 0 })),
    ).toBe("closest");
    expect(
      decideAnswer(signals({ coverage: "weak", matched: 2, total: 9, statutoryEvidence: 0.1, foreignWords: 0 })),
    ).toBe("closest");
  });

  test("a question off the acts' subject with little evidence and a word foreign to them is not answered", () => {
    // "How long must we keep employee payroll records for tax audits?": "payroll" occurs in no provision.
    expect(
      decideAnswer(signals({ coverage: "weak", matched: 2, total: 7, statutoryEvidence: 0.15, foreignWords: 1 })),
    ).toBe("not-answered");
    // „Ab wie vielen Beschäftigten muss ein Unternehmen eine interne Meldestelle einrichten?“: one key word in the best provision.
    expect(
      decideAnswer(signals({ coverage: "weak", matched: 1, total: 8, statutoryEvidence: 0.19, foreignWords: 0 })),
    ).toBe("not-answered");
    // Passages alone (no search verdict): judged the same way.
    expect(decideAnswer(signals({ matched: 0, total: 6 }))).toBe("not-answered");
  });

  test("the search says nothing installed covers it: not answered, unless the best provision holds a third of the question in words the acts know", () => {
    expect(decideAnswer(signals({ coverage: "not-covered", matched: 1, total: 6, foreignWords: 0 }))).toBe(
      "not-answered",
    );
    expect(decideAnswer(signals({ coverage: "not-covered", matched: 4, total: 10, foreignWords: 2 }))).toBe(
      "not-answered",
    );
    expect(decideAnswer(signals({ coverage: "not-covered", matched: 6, total: 10, foreignWords: 0 }))).toBe("closest");
    // A question that names an installed act is about it: „… in der alten und der neuen Produkthaftungsrichtlinie?“
    expect(
      decideAnswer(signals({ coverage: "not-covered", namesActs: true, matched: 1, total: 7, foreignWords: 1 })),
    ).toBe("closest");
    // Under another law (ADR 106): not answered, whatever words it shares.
    expect(
      decideAnswer(signals({ coverage: "not-covered", otherLaw: true, matched: 4, total: 4, foreignWords: 0 })),
    ).toBe("not-answered");
  });

  test("a provision the question names answers by being named", () => {
    expect(decideAnswer(signals({ coverage: "not-covered", named: true, matched: 0, total: 3 }))).toBe("answers");
  });
});

test("a question in a term an installed act defines is on the acts' subject, though the search calls it not covered", () => {
  const corpus = {
    provisions: new Map([
      [1, { pinpoint: "art_4.pt_10", text: "‘manufacturer’ means any natural or legal person who: …" }],
      [2, { pinpoint: "art_3.pt_63", text: "‘general-purpose AI model’ means an AI model, including …" }],
      [3, { pinpoint: "art_3.par_1", text: '(1) »Hersteller" ist der Hersteller des Endprodukts …' }],
    ]),
  } as unknown as Corpus;
  expect(usesDefinedTerm(corpus, "Are we treated as the manufacturer if one catches fire?")).toBe(true);
  expect(usesDefinedTerm(corpus, "Which duties do manufacturers have?")).toBe(true);
  expect(usesDefinedTerm(corpus, "Is our chatbot built on a general-purpose AI model?")).toBe(true);
  expect(usesDefinedTerm(corpus, "Wer ist Hersteller, wenn …?")).toBe(true);
  expect(usesDefinedTerm(corpus, "Can my landlord keep my deposit?")).toBe(false);
  // Part of a term is not the term: "model" alone is not "general-purpose AI model".
  expect(usesDefinedTerm(corpus, "Which model should we train?")).toBe(false);
  const signals = {
    coverage: "not-covered" as const,
    otherLaw: false,
    namesActs: false,
    named: false,
    matched: 2,
    total: 12,
  };
  expect(decideAnswer(signals)).toBe("not-answered");
  expect(decideAnswer({ ...signals, definedTerm: true })).toBe("closest");
  expect(decideAnswer({ ...signals, definedTerm: true, otherLaw: true })).toBe("not-answered");
});
