import type { Corpus } from "../corpus-cache.server.ts";
import { lendRecitalEvidence, RecitalLinks } from "../recital-links.ts";
import type { ResolvedActs } from "./resolve-acts.ts";

/**
 * lendRecitals: a recital among the first hits lends its evidence to the rules it explains
 * (recital-links.ts), in the version searched: the act itself, the version in force for the
 * recitals of other versions and of amending acts.
 */
export function lendRecitals(
  corpus: Corpus,
  acts: Pick<ResolvedActs, "chosen" | "citeIn">,
  ranked: Map<number, number>,
  weight: number,
): void {
  if (weight <= 0) return;
  const { chosen, citeIn } = acts;
  const mainOf = new Map<string, number>();
  for (const entry of chosen)
    if (!entry.recitalsOnly) mainOf.set(entry.known.celex, citeIn.get(entry.installed.id) ?? entry.installed.id);
  const target = new Map<number, number>();
  for (const entry of chosen) {
    const main = mainOf.get(entry.known.celex);
    if (main === undefined) continue;
    target.set(entry.installed.id, main);
    if (citeIn.has(entry.installed.id)) target.set(citeIn.get(entry.installed.id)!, main);
  }
  const languageOf = new Map(corpus.acts.map((act) => [act.id, act.language]));
  lendRecitalEvidence(
    ranked,
    corpus.provisions,
    recitalLinksOf(corpus),
    (actId) => {
      const main = target.get(actId);
      const index = main === undefined ? undefined : corpus.indexes.get(languageOf.get(main)!);
      return main === undefined || !index ? undefined : { actId: main, index };
    },
    weight,
  );
}

const recitalLinkCache = new WeakMap<Corpus, RecitalLinks>();
function recitalLinksOf(corpus: Corpus): RecitalLinks {
  let links = recitalLinkCache.get(corpus);
  if (!links) recitalLinkCache.set(corpus, (links = new RecitalLinks(corpus.provisions)));
  return links;
}

/** How many of the first hits are looked at for `supportByArticle`, and the most other parts that count. */
const supportDepth = 50;
const supportCap = 3;

/**
 * Article-level evidence: when several provisions of one article (the article, its paragraphs,
 * its points) rank among the first `supportDepth` hits, the question is about that article; each
 * of them gains `weight` per other part (at most `supportCap`), so the article's best pinpoint
 * passes a lone provision elsewhere that scores a little higher. Recitals and definitions stand
 * alone (every definition is a point of one article).
 */
export function supportByArticle(
  corpus: { provisions: ReadonlyMap<number, { actId: number; pinpoint: string; kind: string }> },
  ranked: Map<number, number>,
  weight: number,
) {
  if (weight === 0) return;
  const groups = new Map<string, [number, number][]>();
  for (const entry of [...ranked].sort((a, b) => b[1] - a[1]).slice(0, supportDepth)) {
    const row = corpus.provisions.get(entry[0])!;
    if (row.kind === "recital" || row.kind === "definition") continue;
    const key = `${row.actId}:${row.pinpoint.split(".")[0]}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const members of groups.values()) {
    const others = Math.min(members.length - 1, supportCap);
    if (others > 0) for (const [id, score] of members) ranked.set(id, score * (1 + weight * others));
  }
}

/** The former name of supportByArticle. */
export const supportArticles = supportByArticle;

/** A question that speaks of an annex ("Annex III", "the annex", "Anhang III", "Anhangs"). */
export function asksAboutAnnex(question: string): boolean {
  return /(?<![\p{L}\p{N}])(annex|annexes|anhang|anhangs|anhänge|anhängen)(?![\p{L}])/iu.test(question);
}

/**
 * Annexes after the articles that state the duty: an annex provision (an Annex III use case, an
 * Annex XI documentation item) counts `weight` of its score, unless the question speaks of an
 * annex. Annex I, the list of Union legislation a product falls under, keeps its score: a question
 * on that list is answered there (ADR 156).
 */
export function weighAnnexes(
  corpus: { provisions: ReadonlyMap<number, { pinpoint: string }> },
  ranked: Map<number, number>,
  question: string,
  weight: number,
): void {
  if (weight === 1 || asksAboutAnnex(question)) return;
  for (const [id, score] of ranked) {
    const pinpoint = corpus.provisions.get(id)?.pinpoint ?? "";
    if (!pinpoint.startsWith("anx_") || /^anx_I(\.|$)/.test(pinpoint)) continue;
    ranked.set(id, score * weight);
  }
}
