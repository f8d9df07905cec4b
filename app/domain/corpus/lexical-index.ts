import { analyze } from "./text-analysis.ts";
import type { Language } from "./types.ts";

export type IndexedProvision = {
  key: number;
  /** Which act (group) the provision belongs to, for filtering. */
  actKey: number;
  kind: string;
  heading: string | null;
  /** Heading of the enclosing article/annex for paragraphs and points (context, lower weight). */
  contextHeading: string | null;
  text: string;
};

// Field weights (BM25F): headings and defined terms say what a provision is about; a paragraph
// inherits its article's heading at a lower weight. Tuned on the development set (npm run eval:retrieval).
const weights = { heading: 3, definitionTerm: 4, context: 1.5, text: 1 };
const k1 = 1.2;
const b = 0.6;
const minLengthShare = 0.3;

// Recitals explain; articles and annexes rule. A question is answered by the rule first.
const kindWeight = (kind: string) => (kind === "recital" ? 0.7 : 1);

type Posting = { doc: number; tf: number };

/** An in-process BM25F index over the provisions of one language (same ranking on PGlite and PostgreSQL). */
export class LexicalIndex {
  readonly language: Language;
  private readonly postings = new Map<string, Posting[]>();
  private readonly lengths: number[] = [];
  private readonly docs: IndexedProvision[] = [];
  private averageLength = 1;

  constructor(language: Language, provisions: readonly IndexedProvision[]) {
    this.language = language;
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
    const tf = new Map<string, number>();
    const addField = (text: string | null, weight: number) => {
      if (!text) return;
      for (const term of analyze(text, this.language)) tf.set(term, (tf.get(term) ?? 0) + weight);
    };
    addField(provision.heading, provision.kind === "definition" ? weights.definitionTerm : weights.heading);
    addField(provision.contextHeading, weights.context);
    addField(provision.text, weights.text);
    let length = 0;
    for (const [term, frequency] of tf) {
      length += frequency;
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = []));
      list.push({ doc, tf: frequency });
    }
    this.lengths.push(length);
  }

  /** Scores every provision that shares a term with the query; `terms` may carry weights (expansions). */
  search(
    terms: readonly { term: string; weight: number }[],
    options: { actKeys?: ReadonlySet<number>; limit: number; boost?: (provision: IndexedProvision) => number },
  ) {
    const scores = new Map<number, number>();
    const n = this.docs.length;
    for (const { term, weight } of terms) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const { doc, tf } of list) {
        if (options.actKeys && !options.actKeys.has(this.docs[doc]!.actKey)) continue;
        // A floor on the length: a two-word point must not win on its article's heading alone.
        const length = Math.max(this.lengths[doc]!, minLengthShare * this.averageLength);
        const norm = tf + k1 * (1 - b + (b * length) / this.averageLength);
        scores.set(doc, (scores.get(doc) ?? 0) + weight * idf * ((tf * (k1 + 1)) / norm) * kindWeight(this.docs[doc]!.kind));
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
