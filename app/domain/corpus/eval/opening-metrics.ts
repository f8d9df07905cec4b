import type { GoldProvision } from "./metrics.ts";

/** A source the research note cites: its number [n] and the provision. */
export type CitedSource = { n: number; celex: string; pinpoint: string };

/**
 * The short answer of a research note (its opening): the paragraphs under the short answer's
 * heading up to the paragraph that says how the note was made (`introStart`, the first words of
 * that paragraph), or the next heading.
 */
export function openingOf(content: string, { heading, introStart }: { heading: string; introStart: string }): string {
  const start = content.indexOf(`### ${heading}`);
  if (start < 0) return "";
  const body = content.slice(start + heading.length + 4);
  const ends = [body.indexOf(`\n${introStart}`), body.indexOf("\n### ")].filter((at) => at >= 0);
  return (ends.length > 0 ? body.slice(0, Math.min(...ends)) : body).trim();
}

/**
 * A cited provision answers with the gold when it is the gold provision, a part of it, or the
 * article, paragraph or annex point that contains it (not a whole annex: Annex III does not answer
 * for its point 4), in the same act.
 */
export function citesGold(gold: GoldProvision, cited: Pick<CitedSource, "celex" | "pinpoint">): boolean {
  if (cited.celex !== gold.celex) return false;
  if (cited.pinpoint === gold.pinpoint || cited.pinpoint.startsWith(`${gold.pinpoint}.`)) return true;
  const contains = gold.pinpoint.startsWith(`${cited.pinpoint}.`);
  return contains && (cited.pinpoint.startsWith("art_") || cited.pinpoint.includes("."));
}

/** The sources an opening cites, in the order of their first marker [n]. */
export function openingCitations(opening: string, sources: readonly CitedSource[]): CitedSource[] {
  const byNumber = new Map(sources.map((source) => [source.n, source]));
  const cited: CitedSource[] = [];
  for (const [, number] of opening.matchAll(/\[(\d{1,3})\]/g)) {
    const source = byNumber.get(Number(number));
    if (source && !cited.includes(source)) cited.push(source);
  }
  return cited;
}

export type OpeningOutcome = {
  /** How many provisions the opening cites. */
  cited: number;
  /** One of them is a gold provision, a part of it or the article or annex point containing it. */
  citesGold: boolean;
  /** The first one the opening cites is. */
  firstCitesGold: boolean;
};

/** Whether a note's opening cites a gold provision, and whether its first citation does. */
export function openingOutcome(input: {
  opening: string;
  sources: readonly CitedSource[];
  golds: readonly GoldProvision[];
}): OpeningOutcome {
  const cited = openingCitations(input.opening, input.sources);
  const hits = (source: CitedSource) => input.golds.some((gold) => citesGold(gold, source));
  return { cited: cited.length, citesGold: cited.some(hits), firstCitesGold: cited[0] !== undefined && hits(cited[0]) };
}

export type OpeningFigures = { questions: number; citesGold: number; firstCitesGold: number };

/** The share of answerable questions whose opening cites a gold provision, and whose first citation does. */
export function summarizeOpenings(outcomes: readonly OpeningOutcome[]): OpeningFigures {
  const n = Math.max(1, outcomes.length);
  return {
    questions: outcomes.length,
    citesGold: outcomes.filter((outcome) => outcome.citesGold).length / n,
    firstCitesGold: outcomes.filter((outcome) => outcome.firstCitesGold).length / n,
  };
}
