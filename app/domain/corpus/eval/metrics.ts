import type { EvalQuestion } from "./questions.ts";

export type RankedMatch = { celex: string; pinpoint: string };

/** A match hits when it is a gold provision of the question's act or lies inside one. */
export function isHit(question: EvalQuestion, match: RankedMatch): boolean {
  return match.celex === question.celex && question.gold.some((gold) => match.pinpoint === gold || match.pinpoint.startsWith(`${gold}.`));
}

export function firstHitRank(question: EvalQuestion, matches: readonly RankedMatch[]): number | undefined {
  const index = matches.findIndex((match) => isHit(question, match));
  return index < 0 ? undefined : index + 1;
}

export type Figures = { questions: number; recallAt1: number; recallAt5: number; mrr: number };

/** recall@k = share of questions with a hit in the first k matches; MRR over the first 10. */
export function summarize(ranks: readonly (number | undefined)[]): Figures {
  const n = Math.max(1, ranks.length);
  return {
    questions: ranks.length,
    recallAt1: ranks.filter((rank) => rank !== undefined && rank <= 1).length / n,
    recallAt5: ranks.filter((rank) => rank !== undefined && rank <= 5).length / n,
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank !== undefined && rank <= 10 ? 1 / rank : 0), 0) / n,
  };
}
