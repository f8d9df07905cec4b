import { z } from "zod";
import { getDb, type Db } from "#app/db/client.server.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { getCorpus, topLevel, type Corpus, type InstalledAct } from "./corpus-cache.server.ts";
import { IndexNameSchemaValues, knownActs, type KnownAct } from "./known-acts.ts";
import { routeTopics } from "./route-topics.ts";
import type { IndexedProvision } from "./lexical-index.ts";
import { embedQuery, embeddingsConfigured } from "./embeddings.server.ts";
import { asksForDefinition, expandQuery, withoutActNames } from "./query-expansion.ts";
import { analyze } from "./text-analysis.ts";
import { LanguageSchema, type Language } from "./types.ts";
import { reciprocalRankFusion, vectorSearch } from "./vector-search.ts";

export const SearchRequestSchema = z.object({
  query: z.string().trim().min(1, "query must not be empty").max(2000, "query is longer than 2000 characters"),
  queryEmbedding: z.array(z.number().finite()).min(1).max(8192).optional(),
  indexes: z.array(z.enum(IndexNameSchemaValues)).min(1).optional(),
  metadataFilter: z.object({ jurisdiction: z.literal("EU").default("EU"), language: LanguageSchema.default("EN") }).partial().optional(),
  topK: z.number().int().min(1).max(50).default(8),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

export type Match = { id: string; act: string; celex: string; pinpoint: string; label: string; heading: string | null; articleHeading: string | null; text: string; url: string; score: number };
export type MissingAct = { act: string; celex: string; language: Language; reason: "not-installed" | "language-not-installed"; searchedLanguage?: Language };
export type SearchResult = { matches: Match[]; missingActs: MissingAct[] };

/**
 * The seed's searchLegalDocuments: routes the question to acts by its words, ranks their
 * provisions lexically (BM25F over Snowball stems; fused with vector similarity when the caller
 * sends a query embedding and provisions have embeddings), and reports acts that are not installed.
 */
export async function searchLegalDocuments(input: SearchRequest, { db = getDb(), mode = "auto" }: { db?: Db; mode?: "auto" | "lexical" } = {}): Promise<SearchResult> {
  const request = SearchRequestSchema.parse(input);
  const language = request.metadataFilter?.language ?? "EN";
  const corpus = await getCorpus(db);
  const wanted = actsToSearch(request.query, request.indexes);

  const missingActs: MissingAct[] = [];
  const chosen: { known: KnownAct; installed: InstalledAct }[] = [];
  for (const known of wanted) {
    const versions = corpus.acts.filter((act) => act.celex === known.celex);
    const exact = versions.find((act) => act.language === language);
    const fallback = exact ?? versions.find((act) => act.language === "EN") ?? versions[0];
    if (!fallback) {
      missingActs.push({ act: known.shortName, celex: known.celex, language, reason: "not-installed" });
      continue;
    }
    if (!exact) missingActs.push({ act: known.shortName, celex: known.celex, language, reason: "language-not-installed", searchedLanguage: fallback.language });
    chosen.push({ known, installed: fallback });
  }

  // The caller's own query embedding is compared with every stored embedding of its length; one
  // the server computes, with the embeddings of the configured model only.
  const serverEmbedding = !request.queryEmbedding && mode === "auto" ? await serverQueryEmbedding(request.query) : undefined;
  const queryEmbedding = request.queryEmbedding ?? serverEmbedding?.embedding;
  const embeddingModel = serverEmbedding?.model;
  const ranked = new Map<number, number>();
  for (const searchLanguage of new Set(chosen.map((entry) => entry.installed.language))) {
    const actKeys = new Set(chosen.filter((entry) => entry.installed.language === searchLanguage).map((entry) => entry.installed.id));
    const lexical = lexicalSearch(corpus, request.query, searchLanguage, actKeys, 200);
    const vector = mode === "lexical" || !queryEmbedding ? [] : vectorSearch(corpus, queryEmbedding, actKeys, 200, embeddingModel);
    if (embeddingModel && vector.length === 0) warnNotEmbedded(corpus, embeddingModel);
    const fused = vector.length > 0 ? reciprocalRankFusion([lexical, vector]) : lexical;
    for (const hit of fused) ranked.set(hit.id, hit.score);
  }

  return { matches: collapse(corpus, [...ranked].sort((a, b) => b[1] - a[1]), request.topK), missingActs };
}

/**
 * The acts a question searches: the acts of its routed topics, restricted to the requested indexes.
 * When the caller names indexes and routing picks no act inside them (e.g. a liability question
 * sent to the AI Act index), every act of the requested indexes is searched: the caller's choice of
 * index wins over routing, and nothing is silently left empty.
 */
export function actsToSearch(query: string, indexes?: readonly string[]): KnownAct[] {
  const topics = new Set(routeTopics(query));
  const inIndexes = knownActs.filter((act) => !indexes || indexes.includes(act.index));
  const routed = inIndexes.filter((act) => topics.has(act.topic));
  return routed.length > 0 ? routed : inIndexes;
}

/** With EMBEDDINGS_* configured the server embeds the question itself; a failing model means lexical only. */
async function serverQueryEmbedding(query: string): Promise<{ embedding: number[]; model: string } | undefined> {
  if (!embeddingsConfigured()) return undefined;
  try {
    return { embedding: await embedQuery(query), model: getEnv().EMBEDDINGS_MODEL! };
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
  logger.warn({ model }, "no provision has an embedding of the configured model; lexical ranking only until `npm run corpus:embed` has run");
}

function lexicalSearch(corpus: Corpus, question: string, language: Language, actKeys: Set<number>, limit: number) {
  const index = corpus.indexes.get(language);
  if (!index) return [];
  const query = withoutActNames(question);
  const expanded = expandQuery(query, language);
  const terms = index.queryTerms(query, expanded.extra, expanded.originalWeight);
  // Structure: a definition whose term the question names, or any definition when the question
  // asks what something is, ranks above provisions that merely use the words.
  const queryStems = ` ${analyze([query, ...expanded.extra.map((part) => part.text)].join(" "), language).join(" ")} `;
  const definitional = asksForDefinition(query);
  const boost = (provision: IndexedProvision) => {
    if (provision.kind !== "definition" || !provision.heading) return 1;
    const named = queryStems.includes(` ${analyze(provision.heading, language).join(" ")} `);
    return (named ? 1.5 : 1) * (definitional ? 1.5 : 1);
  };
  return index.search(terms, { actKeys, limit, boost }).map((hit) => ({ id: hit.provision.key, score: hit.score }));
}

/** Top K, without citing the same text twice: a provision is skipped when an enclosing or enclosed one ranks higher. */
function collapse(corpus: Corpus, ranked: [number, number][], topK: number): Match[] {
  const matches: Match[] = [];
  const taken: { actId: number; pinpoint: string }[] = [];
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  for (const [id, score] of ranked) {
    if (matches.length >= topK) break;
    const row = corpus.provisions.get(id)!;
    if (taken.some((entry) => entry.actId === row.actId && related(entry.pinpoint, row.pinpoint))) continue;
    taken.push({ actId: row.actId, pinpoint: row.pinpoint });
    const act = corpus.acts.find((candidate) => candidate.id === row.actId)!;
    const top = topLevel(row, corpus.byPinpoint);
    matches.push({
      id: `${act.celex}:${act.language}:${row.pinpoint}`,
      act: act.shortName,
      celex: act.celex,
      pinpoint: row.pinpoint,
      label: row.label,
      heading: row.heading,
      articleHeading: top?.heading ?? null,
      text: row.text,
      url: row.url,
      score: Number(score.toFixed(6)),
    });
  }
  return matches;
}
