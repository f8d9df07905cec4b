import { defaultRanking, indexSettingsOf, type IndexSettings, type RankingSettings } from "./ranking-settings.ts";
import { analyze } from "../vocabulary/text-analysis.ts";
import type { Language } from "../types.ts";

export type IndexedProvision = {
  key: number;
  /** Which act (group) the provision belongs to, for filtering. */
  actKey: number;
  kind: string;
  heading: string | null;
  /** Heading of the enclosing article/annex for paragraphs and points (context, lower weight). */
  contextHeading: string | null;
  text: string;
  /** Everyday words for the provision (paraphrases/: document expansion), searched as a field of its own. */
  paraphrase?: string | null;
};

// Field weights (BM25F): headings and defined terms say what a provision is about; a paragraph
// inherits its article's heading at a lower weight; recitals explain, articles and annexes rule.
// The weights, k1 and b are in ranking-settings.ts (a part inheriting its article's paraphrase did
// not help, ADR 046).

type Posting = { doc: number; tf: number };

/** The second stage's switches (0 switches a feature off); see `rerank`. */
export type RerankSettings = Pick<RankingSettings, "coverage" | "proximity">;

/** How near two words must stand (positions apart, stop words not counted) to count as a phrase. */
const phraseWindow = 2;
/** Marks the border between fields in a provision's word sequence: no phrase spans it. */
const fieldBorder = -1;

function hasDoc(list: readonly Posting[], doc: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!.doc;
    if (at === doc) return true;
    if (at < doc) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

function bordersBetween(sequence: Int32Array, from: number, to: number): boolean {
  for (let index = Math.min(from, to) + 1; index < Math.max(from, to); index++)
    if (sequence[index] === fieldBorder) return true;
  return false;
}

/** An in-process BM25F index over the provisions of one language (same ranking on PGlite and PostgreSQL). */
export class LexicalIndex {
  readonly language: Language;
  private readonly postings = new Map<string, Posting[]>();
  private readonly lengths: number[] = [];
  private readonly docs: IndexedProvision[] = [];
  private readonly positionOf = new Map<number, number>();
  /** Each provision's words (term ids; heading, article heading, text, separated by `fieldBorder`). */
  private readonly sequences: Int32Array[] = [];
  /** Where each provision's own words end in its sequence (its paraphrase follows). */
  private readonly statutoryEnds: number[] = [];
  private readonly termIds = new Map<string, number>();
  private averageLength = 1;
  private readonly settings: IndexSettings;

  constructor(
    language: Language,
    provisions: readonly IndexedProvision[],
    settings: IndexSettings = indexSettingsOf(defaultRanking),
  ) {
    this.language = language;
    this.settings = settings;
    for (const provision of provisions) this.add(provision);
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    this.averageLength = total / Math.max(1, this.lengths.length);
  }

  get size() {
    return this.docs.length;
  }

  private add(provision: IndexedProvision) {
    const doc = this.docs.length;
    this.docs.push(provision);
    this.positionOf.set(provision.key, doc);
    const tf = new Map<string, number>();
    const sequence: number[] = [];
    const addField = (text: string | null, weight: number) => {
      if (!text) return;
      if (sequence.length > 0) sequence.push(fieldBorder);
      for (const term of analyze(text, this.language)) {
        tf.set(term, (tf.get(term) ?? 0) + weight);
        let id = this.termIds.get(term);
        if (id === undefined) this.termIds.set(term, (id = this.termIds.size));
        sequence.push(id);
      }
    };
    const weights = this.settings;
    addField(provision.heading, provision.kind === "definition" ? weights.definitionTermWeight : weights.headingWeight);
    addField(provision.contextHeading, weights.contextHeadingWeight);
    addField(provision.text, weights.textWeight);
    this.statutoryEnds.push(sequence.length);
    addField(provision.paraphrase ?? null, weights.paraphraseWeight);
    let length = 0;
    for (const [term, frequency] of tf) {
      length += frequency;
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = []));
      list.push({ doc, tf: frequency });
    }
    this.lengths.push(length);
    this.sequences.push(Int32Array.from(sequence));
  }

  /** Whether any provision contains the term (a stem of the index's language). */
  has(term: string): boolean {
    return (this.postings.get(term)?.length ?? 0) > 0;
  }

  /** Inverse document frequency; a term no provision contains gets the highest (it is the rarest). */
  idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    const n = this.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * What a provision shares with the question: `coverage`, the IDF-weighted share of the query's
   * terms (with their weights) it contains in any field, where a term no provision contains counts
   * with the highest IDF (a question about something the corpus lacks covers little); `proximity`,
   * the IDF-weighted share of adjacent word pairs of the question's own words (`core`, in order)
   * that stand within `phraseWindow` words of each other in one field ("notice period").
   * `statutoryOnly`: the provision's own words count, not its paraphrase (whether the act answers a
   * question is a matter of what it says).
   */
  match(
    key: number,
    terms: readonly { term: string; weight: number }[],
    core: readonly string[] = [],
    { statutoryOnly = false }: { statutoryOnly?: boolean } = {},
  ): { coverage: number; proximity: number } {
    const doc = this.positionOf.get(key);
    if (doc === undefined) return { coverage: 0, proximity: 0 };
    const statutory = statutoryOnly ? new Set(this.sequences[doc]!.subarray(0, this.statutoryEnds[doc]!)) : undefined;
    let total = 0;
    let found = 0;
    for (const { term, weight } of terms) {
      const idf = this.idf(term);
      total += weight * idf;
      const id = this.termIds.get(term);
      const contains = id !== undefined && (statutory ? statutory.has(id) : hasDoc(this.postings.get(term)!, doc));
      if (contains) found += weight * idf;
    }
    return { coverage: total > 0 ? found / total : 0, proximity: this.proximity(doc, core) };
  }

  private proximity(doc: number, core: readonly string[]): number {
    const sequence = this.sequences[doc]!;
    const positions = new Map<number, number[]>();
    for (const term of core) {
      const id = this.termIds.get(term);
      if (id !== undefined) positions.set(id, []);
    }
    for (let index = 0; index < sequence.length; index++) positions.get(sequence[index]!)?.push(index);
    const at = (term: string) => positions.get(this.termIds.get(term) ?? -2) ?? [];
    let pairs = 0;
    let near = 0;
    for (let index = 1; index < core.length; index++) {
      const [left, right] = [core[index - 1]!, core[index]!];
      if (left === right) continue;
      const weight = this.idf(left) + this.idf(right);
      pairs += weight;
      const rightAt = at(right);
      if (
        at(left).some((from) =>
          rightAt.some((to) => Math.abs(to - from) <= phraseWindow && !bordersBetween(sequence, from, to)),
        )
      )
        near += weight;
    }
    return pairs > 0 ? near / pairs : 0;
  }

  /**
   * The second stage: the first `depth` hits re-scored by what they share with the question's own
   * words, score × coverage^c × (1 + p × proximity), then sorted again (the rest keep their place
   * below). BM25 saturates: a provision repeating one word of the question can outscore one that
   * holds all of them; coverage and phrases tell them apart.
   */
  rerank<T extends { provision: IndexedProvision; score: number }>(
    hits: readonly T[],
    query: { terms: readonly { term: string; weight: number }[]; core: readonly string[] },
    settings: RerankSettings,
    depth = 50,
  ): T[] {
    if (settings.coverage === 0 && settings.proximity === 0) return [...hits];
    const head = hits.slice(0, depth).map((hit) => {
      const { coverage, proximity } = this.match(hit.provision.key, query.terms, query.core);
      return { ...hit, score: hit.score * coverage ** settings.coverage * (1 + settings.proximity * proximity) };
    });
    const floor = head.reduce((lowest, hit) => Math.min(lowest, hit.score), Number.POSITIVE_INFINITY);
    const tail = hits.slice(depth).map((hit) => ({ ...hit, score: Math.min(hit.score, floor) }));
    return [...head.sort((left, right) => right.score - left.score), ...tail];
  }

  /** Scores every provision that shares a term with the query; `terms` may carry weights (expansions). */
  search(
    terms: readonly { term: string; weight: number }[],
    options: { actKeys?: ReadonlySet<number>; limit: number; boost?: (provision: IndexedProvision) => number },
  ) {
    const scores = new Map<number, number>();
    const n = this.docs.length;
    const { k1, b, minLengthShare, recitalWeight } = this.settings;
    for (const { term, weight } of terms) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const { doc, tf } of list) {
        if (options.actKeys && !options.actKeys.has(this.docs[doc]!.actKey)) continue;
        // A floor on the length: a two-word point must not win on its article's heading alone.
        const length = Math.max(this.lengths[doc]!, minLengthShare * this.averageLength);
        const norm = tf + k1 * (1 - b + (b * length) / this.averageLength);
        scores.set(
          doc,
          (scores.get(doc) ?? 0) +
            weight * idf * ((tf * (k1 + 1)) / norm) * (this.docs[doc]!.kind === "recital" ? recitalWeight : 1),
        );
      }
    }
    if (options.boost) for (const [doc, score] of scores) scores.set(doc, score * options.boost(this.docs[doc]!));
    return [...scores]
      .sort((left, right) => right[1] - left[1])
      .slice(0, options.limit)
      .map(([doc, score]) => ({ provision: this.docs[doc]!, score }));
  }

  /** Query terms with weights: repeated words count once, stop words are dropped. */
  queryTerms(query: string, extra: readonly { text: string; weight: number }[] = [], originalWeight = 1) {
    const terms = new Map<string, number>();
    for (const term of analyze(query, this.language)) terms.set(term, originalWeight);
    for (const { text, weight } of extra) {
      for (const term of analyze(text, this.language)) terms.set(term, Math.max(terms.get(term) ?? 0, weight));
    }
    return [...terms].map(([term, weight]) => ({ term, weight }));
  }
}
