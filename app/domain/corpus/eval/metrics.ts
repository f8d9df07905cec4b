import type { EvalQuestion } from "./question-sets.ts";

export type RankedMatch = { celex: string; pinpoint: string };
export type GoldProvision = { celex: string; pinpoint: string };

/** A match hits a gold provision when it is that provision or lies inside it, in the same act. */
export function hitsGold(gold: GoldProvision, match: RankedMatch): boolean {
  return (
    match.celex === gold.celex && (match.pinpoint === gold.pinpoint || match.pinpoint.startsWith(`${gold.pinpoint}.`))
  );
}

/** The old development set's gold: pinpoints of the question's one act. */
export function goldOf(question: EvalQuestion): GoldProvision[] {
  return question.gold.map((pinpoint) => ({ celex: question.celex, pinpoint }));
}

/** A match hits when it is a gold provision of the question's act or lies inside one. */
export function isHit(question: EvalQuestion, match: RankedMatch): boolean {
  return goldOf(question).some((gold) => hitsGold(gold, match));
}

export function firstHitRank(
  question: EvalQuestion | readonly GoldProvision[],
  matches: readonly RankedMatch[],
): number | undefined {
  const golds = "gold" in question ? goldOf(question) : question;
  const index = matches.findIndex((match) => golds.some((gold) => hitsGold(gold, match)));
  return index < 0 ? undefined : index + 1;
}

/**
 * nDCG@10 with binary gains: each gold provision counts once, at the first match that hits it;
 * the ideal ranking puts one hit per gold provision first.
 */
export function ndcgAt10(golds: readonly GoldProvision[], matches: readonly RankedMatch[]): number {
  if (golds.length === 0) return 0;
  const found = new Set<number>();
  let dcg = 0;
  for (const [index, match] of matches.slice(0, 10).entries()) {
    const gold = golds.findIndex((candidate, goldIndex) => !found.has(goldIndex) && hitsGold(candidate, match));
    if (gold < 0) continue;
    found.add(gold);
    dcg += 1 / Math.log2(index + 2);
  }
  let ideal = 0;
  for (let index = 0; index < Math.min(golds.length, 10); index++) ideal += 1 / Math.log2(index + 2);
  return dcg / ideal;
}

export type Outcome = { rank: number | undefined; ndcg: number };
export type Figures = {
  questions: number;
  recallAt1: number;
  recallAt5: number;
  recallAt10: number;
  mrr: number;
  ndcgAt10: number;
};

/** recall@k = share of questions with a hit in the first k matches; MRR over the first 10; mean nDCG@10. */
export function summarize(outcomes: readonly (Outcome | number | undefined)[]): Figures {
  const n = Math.max(1, outcomes.length);
  const ranks = outcomes.map((outcome) => (typeof outcome === "object" ? outcome.rank : outcome));
  const within = (k: number) => ranks.filter((rank) => rank !== undefined && rank <= k).length / n;
  return {
    questions: outcomes.length,
    recallAt1: within(1),
    recallAt5: within(5),
    recallAt10: within(10),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank !== undefined && rank <= 10 ? 1 / rank : 0), 0) / n,
    ndcgAt10: outcomes.reduce<number>((sum, outcome) => sum + (typeof outcome === "object" ? outcome.ndcg : 0), 0) / n,
  };
}
