import { namedGold, type ReferenceQuestion } from "./reference-questions.ts";
import type { RankedMatch } from "./metrics.ts";

export type ReferenceOutcome = {
  /** The first match is a named provision, lies inside one, or is the article or annex containing one (null: the query names none that exists). */
  namedFirst: boolean | null;
  /** Every named provision is among the first max(3, named) matches, at its exact pinpoint (null: none named). */
  exactInTop3: boolean | null;
  /** Each provision the query names that does not exist has a notice (null: it names none). */
  flagged: boolean | null;
  /** Notices for a query that names only provisions that exist. */
  falseNotices: number;
};

const same = (gold: { celex: string; pinpoint: string }, match: RankedMatch) => gold.celex === match.celex;
const inside = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);

/** How a search answered one named-reference query. */
export function referenceOutcome(
  question: Pick<ReferenceQuestion, "named" | "nonexistent">,
  matches: readonly RankedMatch[],
  notices: number,
): ReferenceOutcome {
  const golds = question.named.map(namedGold);
  const first = matches[0];
  const namedFirst =
    golds.length === 0
      ? null
      : first !== undefined &&
        golds.some(
          (gold) =>
            same(gold, first) && (inside(first.pinpoint, gold.pinpoint) || inside(gold.pinpoint, first.pinpoint)),
        );
  const window = matches.slice(0, Math.max(3, golds.length));
  const exactInTop3 =
    golds.length === 0
      ? null
      : golds.every((gold) => window.some((match) => same(gold, match) && match.pinpoint === gold.pinpoint));
  const flagged = question.nonexistent.length === 0 ? null : notices >= question.nonexistent.length;
  return { namedFirst, exactInTop3, flagged, falseNotices: question.nonexistent.length === 0 ? notices : 0 };
}

export type ReferenceFigures = {
  questions: number;
  namedFirst: number;
  exactInTop3: number;
  flagged: number;
  flaggedQuestions: number;
  falseNotices: number;
};

const share = (values: (boolean | null)[]) => {
  const counted = values.filter((value) => value !== null);
  return counted.length === 0 ? 1 : counted.filter(Boolean).length / counted.length;
};

export function summarizeReferences(outcomes: readonly ReferenceOutcome[]): ReferenceFigures {
  return {
    questions: outcomes.length,
    namedFirst: share(outcomes.map((outcome) => outcome.namedFirst)),
    exactInTop3: share(outcomes.map((outcome) => outcome.exactInTop3)),
    flagged: share(outcomes.map((outcome) => outcome.flagged)),
    flaggedQuestions: outcomes.filter((outcome) => outcome.flagged !== null).length,
    falseNotices: outcomes.reduce((sum, outcome) => sum + outcome.falseNotices, 0),
  };
}
