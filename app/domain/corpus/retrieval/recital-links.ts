import type { LexicalIndex } from "./lexical-index.ts";

/** What the links need of a provision. */
export type LinkedProvision = { id: number; actId: number; pinpoint: string; kind: string; text: string };

/** How many rules a recital explains at most, and the share of its best rule's similarity a further one needs. */
const linksPerRecital = 3;
const linkShare = 0.8;
/** How many of the question's first hits are read for recitals. */
const recitalDepth = 30;
/** A rule raised by recitals ends at most at this share of the best hit's score. */
export const lentCeiling = 0.85;

/**
 * Recitals explain rules, and they do it in plainer words: "an AI system that transforms
 * unstructured data into structured data" is recital 53, the rule it explains is Art. 6(3)(a). A
 * recital's rules are found from the act's own text — the rules (paragraphs, points, articles and
 * annex parts without parts of their own) most similar to the recital's whole text (BM25 with the
 * recital as the query) — never from questions. Computed once per recital and act, on demand.
 */
export class RecitalLinks {
  private readonly cache = new Map<string, [number, number][]>();
  private readonly hasParts = new Set<string>();
  private readonly provisions: ReadonlyMap<number, LinkedProvision & { parentPinpoint?: string | null }>;

  constructor(provisions: ReadonlyMap<number, LinkedProvision & { parentPinpoint?: string | null }>) {
    this.provisions = provisions;
    for (const row of provisions.values())
      if (row.parentPinpoint) this.hasParts.add(`${row.actId}:${row.parentPinpoint}`);
  }

  /** The rules of act `targetActId` that recital `recitalId` explains, with a weight in (0, 1]. */
  rulesOf(recitalId: number, targetActId: number, index: LexicalIndex): [number, number][] {
    const key = `${recitalId}:${targetActId}`;
    const known = this.cache.get(key);
    if (known) return known;
    const recital = this.provisions.get(recitalId)!;
    const terms = index.queryTerms(recital.text);
    const candidates = index
      .search(terms, { actKeys: new Set([targetActId]), limit: 40 })
      .filter(
        ({ provision }) =>
          provision.kind !== "recital" &&
          provision.kind !== "definition" &&
          !this.hasParts.has(`${targetActId}:${this.provisions.get(provision.key)!.pinpoint}`),
      );
    const best = candidates[0]?.score ?? 0;
    const links = candidates
      .filter((hit) => hit.score >= linkShare * best)
      .slice(0, linksPerRecital)
      .map((hit): [number, number] => [hit.provision.key, hit.score / best]);
    this.cache.set(key, links);
    return links;
  }
}

/**
 * A recital among the question's first hits lends `weight` of its score (times the link's weight)
 * to the rules it explains, so a question in a recital's plainer words reaches the rule; a rule
 * several recitals explain takes the largest loan. The raised score stops at `lentCeiling` of the
 * best hit (a rule the question names directly keeps its place). The recitals keep their own
 * score (they still rank below the rules unless asked about).
 * `targetOf` names the act whose rules a recital's act explains (itself, or the version in force).
 */
export function lendRecitalEvidence(
  ranked: Map<number, number>,
  provisions: ReadonlyMap<number, LinkedProvision>,
  links: RecitalLinks,
  targetOf: (actId: number) => { actId: number; index: LexicalIndex } | undefined,
  weight: number,
) {
  if (weight === 0) return;
  const recitals = [...ranked]
    .sort((a, b) => b[1] - a[1])
    .slice(0, recitalDepth)
    .filter(([id]) => provisions.get(id)?.kind === "recital");
  const lent = new Map<number, number>();
  for (const [id, score] of recitals) {
    const target = targetOf(provisions.get(id)!.actId);
    if (!target) continue;
    for (const [rule, strength] of links.rulesOf(id, target.actId, target.index)) {
      lent.set(rule, Math.max(lent.get(rule) ?? 0, weight * score * strength));
    }
  }
  // Indirect evidence brings a rule among the first hits, but not past the best direct matches.
  const ceiling = lentCeiling * Math.max(0, ...ranked.values());
  for (const [rule, added] of lent) {
    const own = ranked.get(rule) ?? 0;
    ranked.set(rule, Math.max(own, Math.min(ceiling, own + added)));
  }
}
