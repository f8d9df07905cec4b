import { logger } from "#app/utils/logger.server.ts";
import type { Corpus } from "../corpus-cache.server.ts";
import type { RankingSettings } from "../ranking-settings.ts";
import { embedQuery } from "../../embeddings.server.ts";
import type { EmbeddingsSettings } from "../../search-settings.ts";
import { reciprocalRankFusion, vectorSearch } from "../vector-search.ts";
import { admittedIn, listDepth, preferredActs, type LexicalHits } from "./score-lexical.ts";
import type { ResolvedActs } from "./resolve-acts.ts";

/** The question's embedding: the caller's own, or one the server computed with its model. */
export type QuestionEmbedding = { embedding: number[] | undefined; model: string | undefined };

/**
 * embedQuestion: the caller's own query embedding is compared with every stored embedding of its
 * length; one the server computes, with the embeddings of the configured model only.
 */
export async function embedQuestion(
  question: string,
  callerEmbedding: number[] | undefined,
  mode: "auto" | "lexical",
  embeddings: EmbeddingsSettings | undefined,
): Promise<QuestionEmbedding> {
  const serverEmbedding =
    !callerEmbedding && mode === "auto" ? await serverQueryEmbedding(question, embeddings) : undefined;
  return { embedding: callerEmbedding ?? serverEmbedding?.embedding, model: serverEmbedding?.model };
}

/**
 * fuseVectors: every language's lexical list fused (RRF) with the vector hits of the same acts,
 * scaled to its best hit when several languages are searched (their scores are not comparable),
 * keyed by the provision cited (the question's language for an act ranked on its English twin),
 * and weighted `unroutedWeight` outside the routed acts.
 */
export function fuseVectors(
  corpus: Corpus,
  lexical: LexicalHits,
  acts: Pick<ResolvedActs, "chosen" | "routed" | "citeIn">,
  { embedding, model }: QuestionEmbedding,
  mode: "auto" | "lexical",
  settings: RankingSettings,
): { ranked: Map<number, number>; fusedWithVectors: boolean } {
  const { citeIn } = acts;
  const admitted = admittedIn(corpus, acts);
  const preferred = preferredActs(acts);
  const ranked = new Map<number, number>();
  // Fused ranks (RRF) are not shares of evidence: the cap's deferral compares lexical scores only.
  let fusedWithVectors = false;
  for (const { actKeys, hits } of lexical.values()) {
    const vector =
      mode === "lexical" || !embedding
        ? []
        : vectorSearch(corpus, embedding, actKeys, listDepth, model).filter((hit) => admitted(hit.id));
    if (model && vector.length === 0) warnNotEmbedded(corpus, model);
    const fused = vector.length > 0 ? reciprocalRankFusion([hits, vector]) : hits;
    if (vector.length > 0) fusedWithVectors = true;
    // Scores of indexes of different languages are not comparable: each list is scaled to its best hit.
    const scale = lexical.size > 1 && fused.length > 0 ? 1 / fused[0]!.score : 1;
    for (const hit of fused) {
      const row = corpus.provisions.get(hit.id)!;
      const cited = citeIn.has(row.actId)
        ? corpus.byPinpoint.get(`${citeIn.get(row.actId)}:${row.pinpoint}`)
        : undefined;
      ranked.set(cited?.id ?? hit.id, hit.score * scale * (preferred.has(row.actId) ? 1 : settings.unroutedWeight));
    }
  }
  return { ranked, fusedWithVectors };
}

/** With EMBEDDINGS_* configured the server embeds the question itself; a failing model means lexical only. */
async function serverQueryEmbedding(
  query: string,
  embeddings: EmbeddingsSettings | undefined,
): Promise<{ embedding: number[]; model: string } | undefined> {
  if (!embeddings) return undefined;
  try {
    return { embedding: await embedQuery(query, embeddings), model: embeddings.model };
  } catch (error) {
    logger.warn({ err: error }, "query embedding failed; lexical ranking only");
    return undefined;
  }
}

const warnedCorpora = new WeakSet<Corpus>();

/** Vector search configured, but the installed acts have no embeddings of the model: say so once per corpus version. */
function warnNotEmbedded(corpus: Corpus, model: string) {
  if (warnedCorpora.has(corpus)) return;
  warnedCorpora.add(corpus);
  logger.warn(
    { model },
    "no provision has an embedding of the configured model; lexical ranking only until `npm run corpus:embed` has run",
  );
}
