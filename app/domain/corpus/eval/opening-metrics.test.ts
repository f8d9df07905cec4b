import { expect, test } from "vitest";
import { citesGold, openingCitations, openingOf, openingOutcome, summarizeOpenings } from "./opening-metrics.ts";

const AI = "32024R1689";
const PLD85 = "31985L0374";

test("a cited provision answers with the gold when it is the gold, a part of it, or the article or annex point containing it", () => {
  const gold = { celex: AI, pinpoint: "art_5.par_1.pt_f" };
  expect(citesGold(gold, { celex: AI, pinpoint: "art_5.par_1.pt_f" })).toBe(true);
  expect(citesGold(gold, { celex: AI, pinpoint: "art_5.par_1" })).toBe(true);
  expect(citesGold(gold, { celex: AI, pinpoint: "art_5" })).toBe(true);
  expect(citesGold(gold, { celex: AI, pinpoint: "art_5.par_1.pt_e" })).toBe(false);
  expect(citesGold(gold, { celex: AI, pinpoint: "art_50" })).toBe(false);
  expect(citesGold(gold, { celex: PLD85, pinpoint: "art_5" })).toBe(false);
  expect(citesGold({ celex: PLD85, pinpoint: "art_10" }, { celex: PLD85, pinpoint: "art_10.par_1" })).toBe(true);
  // An annex point answers for its sub-point; the whole annex does not answer for one of its points.
  expect(citesGold({ celex: AI, pinpoint: "anx_III.pt_4.pt_a" }, { celex: AI, pinpoint: "anx_III.pt_4" })).toBe(true);
  expect(citesGold({ celex: AI, pinpoint: "anx_III.pt_4" }, { celex: AI, pinpoint: "anx_III" })).toBe(false);
  expect(citesGold({ celex: AI, pinpoint: "rct_27" }, { celex: AI, pinpoint: "rct_2" })).toBe(false);
});

const content = [
  "## Research note (composed without an AI model)",
  "",
  "**Question:** Is emotion recognition at work allowed?",
  "",
  "### Short answer",
  "",
  "Under the AI Act this is a prohibited practice (emotion recognition at the workplace), prohibited since 2 February 2025 [2] [1].",
  "",
  "Article 5(1)(f) of the AI Act: “The following AI practices shall be prohibited: … (f) …” [1]",
  "",
  "No AI model is configured, so this note was assembled by rule from the 6 provisions the search ranked highest. [3]",
  "",
  "### Provisions that answer the question",
  "",
  "**Article 3(39)** [4]",
].join("\n");
const sources = [
  { n: 1, celex: AI, pinpoint: "art_5.par_1.pt_f" },
  { n: 2, celex: AI, pinpoint: "art_113.pt_a" },
  { n: 3, celex: AI, pinpoint: "art_26" },
  { n: 4, celex: AI, pinpoint: "art_3.pt_39" },
];

test("the opening is the short answer up to the paragraph on how the note was made", () => {
  const opening = openingOf(content, { heading: "Short answer", introStart: "No AI model is configured" });
  expect(opening).toContain("prohibited since 2 February 2025");
  expect(opening).toContain("Article 5(1)(f)");
  expect(opening).not.toContain("assembled by rule");
  expect(openingCitations(opening, sources).map((source) => source.n)).toEqual([2, 1]);
  expect(openingOf("no heading", { heading: "Short answer", introStart: "No AI" })).toBe("");
});

test("an opening cites the gold when any of its citations does; its first citation is judged apart", () => {
  const opening = openingOf(content, { heading: "Short answer", introStart: "No AI model is configured" });
  const prohibited = openingOutcome({ opening, sources, golds: [{ celex: AI, pinpoint: "art_5.par_1.pt_f" }] });
  expect(prohibited).toEqual({ cited: 2, citesGold: true, firstCitesGold: false });
  const dated = openingOutcome({ opening, sources, golds: [{ celex: AI, pinpoint: "art_113" }] });
  expect(dated).toEqual({ cited: 2, citesGold: true, firstCitesGold: true });
  // The provisions below the opening do not count: Art. 3(39) is cited only there.
  const definition = openingOutcome({ opening, sources, golds: [{ celex: AI, pinpoint: "art_3.pt_39" }] });
  expect(definition).toEqual({ cited: 2, citesGold: false, firstCitesGold: false });
  // "The installed acts do not answer": nothing cited, a miss.
  const none = openingOutcome({ opening: "The installed acts do not answer this question.", sources, golds: [] });
  expect(none).toEqual({ cited: 0, citesGold: false, firstCitesGold: false });
  expect(summarizeOpenings([prohibited, dated, definition, none])).toEqual({
    questions: 4,
    citesGold: 0.5,
    firstCitesGold: 0.25,
  });
});
