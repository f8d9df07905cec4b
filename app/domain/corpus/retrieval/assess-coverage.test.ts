import { describe, expect, test } from "vitest";
import { assessCoverage, coverageTerms, definedTermsIn, namesSubjectOfActs } from "./assess-coverage.ts";
import { defaultRanking } from "./ranking-settings.ts";
import { LexicalIndex } from "./lexical-index.ts";

const { notCovered, covered } = defaultRanking.coverageThresholds;

describe("assessCoverage", () => {
  test("little evidence and no subject of the acts named: not covered", () => {
    expect(assessCoverage({ evidence: notCovered - 0.01, namesSubject: false })).toBe("not-covered");
    expect(assessCoverage({ evidence: 0, namesSubject: false })).toBe("not-covered");
  });

  test("a question naming the acts' subject is never 'not covered': weak below the threshold, covered above", () => {
    expect(assessCoverage({ evidence: 0, namesSubject: true })).toBe("weak");
    expect(assessCoverage({ evidence: notCovered, namesSubject: true })).toBe("covered");
  });

  test("without the subject named, the evidence between the thresholds is weak, from `covered` on covered", () => {
    expect(assessCoverage({ evidence: notCovered, namesSubject: false })).toBe("weak");
    expect(assessCoverage({ evidence: covered - 0.01, namesSubject: false })).toBe("weak");
    expect(assessCoverage({ evidence: covered, namesSubject: false })).toBe("covered");
  });
});

describe("what the question names", () => {
  test("a topic, a concept of the map or an everyday word the expansion knows names the acts' subject; tenancy does not", () => {
    expect(
      namesSubjectOfActs("How long is the notice period for a residential lease?", {
        routed: false,
        namesDefinedTerm: false,
      }),
    ).toBe(false);
    expect(namesSubjectOfActs("Is our chatbot allowed?", { routed: false, namesDefinedTerm: false })).toBe(true);
    expect(namesSubjectOfActs("Does this apply?", { routed: true, namesDefinedTerm: false })).toBe(true);
    expect(namesSubjectOfActs("Does this apply?", { routed: false, namesDefinedTerm: true })).toBe(true);
  });

  test("defined terms of several words count where they stand together in the question; single words do not", () => {
    const definitions = [["serious", "incid"], ["product"], ["general", "purpos", "ai", "model"]];
    expect(definedTermsIn(["report", "serious", "incid"], definitions)).toEqual([["serious", "incid"]]);
    expect(definedTermsIn(["serious", "report", "incid"], definitions)).toEqual([]);
    expect(definedTermsIn(["defect", "product"], definitions)).toEqual([]);
  });

  test("the German words the glossary cannot translate count in full against an English text", () => {
    const index = new LexicalIndex("EN", [
      { key: 1, actKey: 1, kind: "article", heading: null, contextHeading: null, text: "Workers shall be informed." },
    ]);
    const terms = coverageTerms(index, "Welche Kündigungsfrist gilt für Arbeitnehmer in der Probezeit?");
    expect(terms).toContainEqual({ term: "probezeit", weight: 1 });
    expect(index.match(1, terms).coverage).toBeLessThan(notCovered);
  });
});
