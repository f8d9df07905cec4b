import { z } from "zod";
import { getDb, type Db } from "#app/db/client.server.ts";
import { getCorpus } from "./corpus-cache.server.ts";
import { IndexNameSchemaValues } from "../known-acts.ts";
import { defaultRanking, indexSettingsOf, type RankingSettings } from "./ranking-settings.ts";
import type { SearchResult } from "./search-result-schema.ts";
import { LanguageSchema } from "../types.ts";
import type { SearchSettings } from "../search-settings.ts";
import { resolveActs } from "./pipeline/resolve-acts.ts";
import { lookUpNamed } from "./pipeline/look-up-named.server.ts";
import { addOwnLanguage, scoreLexical } from "./pipeline/score-lexical.ts";
import { embedQuestion, fuseVectors } from "./pipeline/fuse-vectors.server.ts";
import { lendRecitals, supportByArticle, weighAnnexes } from "./pipeline/article-evidence.ts";
import { selectTop } from "./pipeline/diversify.server.ts";
import { assemble, coverageOfTop } from "./pipeline/assemble.server.ts";

export const SearchRequestSchema = z.object({
  query: z.string().trim().min(1, "query must not be empty").max(2000, "query is longer than 2000 characters"),
  queryEmbedding: z.array(z.number().finite()).min(1).max(8192).optional(),
  indexes: z.array(z.enum(IndexNameSchemaValues)).min(1).optional(),
  metadataFilter: z
    .object({ jurisdiction: z.literal("EU").default("EU"), language: LanguageSchema.default("EN") })
    .partial()
    .optional(),
  topK: z.number().int().min(1).max(50).default(8),
  /** The day whose law applies (ISO date); default today: the version of each act in force that day. */
  asOf: z.iso.date("asOf must be a date such as 2026-11-25").optional(),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

export type { Match, MissingAct, SearchResult } from "./search-result-schema.ts";

export { defaultRanking, type RankingSettings } from "./ranking-settings.ts";

export { actsToSearch, versionInForce } from "./pipeline/resolve-acts.ts";
export { supportArticles, supportByArticle } from "./pipeline/article-evidence.ts";
export { asksAboutRecitals, diversify, refinePinpoints } from "./pipeline/diversify.server.ts";

/**
 * searchLegalDocuments: ranks the provisions of every act of the requested indexes (all
 * acts by default) lexically (BM25F over Snowball stems; fused with vector similarity when the
 * caller sends a query embedding and provisions have embeddings), preferring the acts routed from
 * the question's words, and quoting each act in the version in force on `asOf` (default today).
 * Routed acts that are not installed are reported in `missingActs`; `coverage` says whether the
 * installed acts answer the question at all (assess-coverage.ts).
 *
 * A pipeline of named steps (pipeline/, one module each; docs/areas/corpus.md draws it): the
 * acts → the provisions named → lexical scores → fused with vectors → the question's own language
 * → recitals' evidence → article-level support → the top K → coverage → the answer.
 */
export async function searchLegalDocuments(
  input: SearchRequest,
  {
    search,
    db = getDb(),
    mode = "auto",
    today = () => new Date(),
    ranking,
  }: {
    /** The embeddings endpoint and the paraphrases, built from the environment at the edge (ADR 144). */
    search: SearchSettings;
    db?: Db;
    mode?: "auto" | "lexical";
    today?: () => Date;
    ranking?: Partial<RankingSettings>;
  },
): Promise<SearchResult> {
  const request = SearchRequestSchema.parse(input);
  const settings = { ...defaultRanking, ...ranking };
  const language = request.metadataFilter?.language ?? "EN";
  const asOf = request.asOf ?? today().toISOString().slice(0, 10);
  const corpus = await getCorpus(search, db, indexSettingsOf(settings));

  const acts = resolveActs(corpus, request.query, { indexes: request.indexes, language, asOf, settings });
  const named = settings.references ? lookUpNamed(corpus, request.query, { language, asOf, acts }) : undefined;
  const query = named?.query ?? request.query;
  const embedding = await embedQuestion(request.query, request.queryEmbedding, mode, search.embeddings);
  const lexical = scoreLexical(corpus, query, acts, settings);
  const { ranked, fusedWithVectors } = fuseVectors(corpus, lexical, acts, embedding, mode, settings);
  weighAnnexes(corpus, ranked, request.query, settings.annexWeight);
  addOwnLanguage(corpus, query, language, acts, ranked, settings);
  lendRecitals(corpus, acts, ranked, settings.recitalLinks);
  supportByArticle(corpus, ranked, settings.articleSupport);
  const top = selectTop(corpus, ranked, {
    question: request.query,
    topK: request.topK,
    named,
    acts,
    fusedWithVectors,
    settings,
  });
  const coverage = coverageOfTop(corpus, query, top, settings);
  return assemble(corpus, top, { acts, named, coverage });
}
