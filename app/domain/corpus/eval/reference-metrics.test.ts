import { expect, test } from "vitest";
import { referenceOutcome, summarizeReferences } from "./reference-metrics.ts";
import { referenceHalves } from "./reference-split.ts";
import { referenceQuestions } from "./reference-questions.ts";

const AI = "32024R1689";

test("the named provision first: itself, a part of it, or the article containing it; the exact pinpoint among the first three", () => {
  const question = { named: ["AI:art_26.par_7"], nonexistent: [] };
  expect(referenceOutcome(question, [{ celex: AI, pinpoint: "art_26.par_7" }], 0)).toMatchObject({
    namedFirst: true,
    exactInTop3: true,
  });
  expect(
    referenceOutcome(
      question,
      [
        { celex: AI, pinpoint: "art_26" },
        { celex: AI, pinpoint: "art_26.par_7" },
      ],
      0,
    ),
  ).toMatchObject({ namedFirst: true, exactInTop3: true });
  expect(referenceOutcome(question, [{ celex: AI, pinpoint: "art_26.par_1" }], 0)).toMatchObject({
    namedFirst: false,
    exactInTop3: false,
  });
  expect(referenceOutcome(question, [{ celex: "32019L0790", pinpoint: "art_26.par_7" }], 0)).toMatchObject({
    namedFirst: false,
  });
});

test("a provision that does not exist is flagged by a notice; a notice for one that exists is counted against the search", () => {
  expect(referenceOutcome({ named: [], nonexistent: ["Article 140 AI Act"] }, [], 1)).toMatchObject({
    namedFirst: null,
    flagged: true,
  });
  expect(referenceOutcome({ named: [], nonexistent: ["Article 140 AI Act"] }, [], 0).flagged).toBe(false);
  expect(
    summarizeReferences([
      referenceOutcome({ named: ["AI:art_5"], nonexistent: [] }, [{ celex: AI, pinpoint: "art_5" }], 1),
    ]),
  ).toMatchObject({ namedFirst: 1, falseNotices: 1 });
});

test("the set loads, and its halves split it by id", () => {
  const questions = referenceQuestions();
  const { development, heldOut } = referenceHalves();
  expect(questions.length).toBeGreaterThanOrEqual(150);
  expect(development.length + heldOut.length).toBe(questions.length);
  expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
});

test("a named-reference set is chosen by its name; a set of another shape is refused by name", () => {
  expect(referenceQuestions("references")).toBe(referenceQuestions());
  expect(() => referenceQuestions("fifth")).toThrow(/fifth is not a named-reference set/);
});
