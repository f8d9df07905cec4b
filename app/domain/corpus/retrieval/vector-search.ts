import type { Corpus } from "./corpus-cache.server.ts";

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Exact cosine search in process over the stored embeddings (see docs/decisions/031); `model`: only those of this model. */
export function vectorSearch(
  corpus: Corpus,
  query: readonly number[],
  actKeys: ReadonlySet<number>,
  limit: number,
  model?: string,
) {
  const hits: { id: number; score: number }[] = [];
  for (const row of corpus.provisions.values()) {
    if (!actKeys.has(row.actId) || !row.embedding || row.embedding.length !== query.length) continue;
    // A question embedded by the configured model is compared with provisions of that model only.
    if (model !== undefined && row.embeddingModel !== model) continue;
    hits.push({ id: row.id, score: cosine(query, row.embedding) });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Reciprocal rank fusion (Cormack et al. 2009): score = Σ 1 / (k + rank). */
export function reciprocalRankFusion(lists: readonly { id: number }[][], k = 60): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const list of lists)
    list.forEach((hit, rank) => scores.set(hit.id, (scores.get(hit.id) ?? 0) + 1 / (k + rank + 1)));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
