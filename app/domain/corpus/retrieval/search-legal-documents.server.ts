import { z } from "zod";
import { getDb, type Db } from "#app/db/client.server.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { provisionMatch } from "./provision-match.server.ts";
import { getCorpus, type Corpus, type InstalledAct } from "./corpus-cache.server.ts";
import { IndexNameSchemaValues, knownActs, type KnownAct } from "../known-acts.ts";
import { citedActs, withoutActNumbers } from "./cited-acts.ts";
import { asksWhenApplies, asksWhichRegimeApplies, isApplicationInTime } from "./application-in-time.ts";
import { routeTopics } from "./route-topics.ts";
import { searchCoverage } from "./search-coverage.server.ts";
import type { IndexedProvision } from "./lexical-index.ts";
import { defaultRanking, indexSettingsOf, type RankingSettings } from "./ranking-settings.ts";
import { embedQuery, embeddingsConfigured } from "../embeddings.server.ts";
import { asksForDefinition, expandQuery, withoutActNames } from "./query-expansion.ts";
import { analyze, tokenizeWords } from "../vocabulary/text-analysis.ts";
import type { Match, MissingAct, SearchResult } from "./search-result-schema.ts";
import { LanguageSchema, type Language } from "../types.ts";
import { reciprocalRankFusion, vectorSearch } from "./vector-search.ts";
import { lendRecitalEvidence, RecitalLinks } from "./recital-links.ts";
import { lookUpNamedProvisions, orderNamed, type NamedProvisions } from "./named-provisions.server.ts";
import { parseReferences, withoutSpans } from "./references/parse-references.ts";
import { topLevel, type StoredProvision } from "./corpus-cache.server.ts";
import { asksAboutLiability, isModifier, statesLiability } from "./modifier.ts";
import { citeFirstParagraph } from "./first-paragraph.ts";

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

/**
 * searchLegalDocuments: ranks the provisions of every act of the requested indexes (all
 * acts by default) lexically (BM25F over Snowball stems; fused with vector similarity when the
 * caller sends a query embedding and provisions have embeddings), preferring the acts routed from
 * the question's words, and quoting each act in the version in force on `asOf` (default today).
 * Routed acts that are not installed are reported in `missingActs`; `coverage` says whether the
 * installed acts answer the question at all (assess-coverage.ts).
 */
export async function searchLegalDocuments(
  input: SearchRequest,
  {
    db = getDb(),
    mode = "auto",
    today = () => new Date(),
    ranking,
  }: { db?: Db; mode?: "auto" | "lexical"; today?: () => Date; ranking?: Partial<RankingSettings> } = {},
): Promise<SearchResult> {
  const request = SearchRequestSchema.parse(input);
  const settings = { ...defaultRanking, ...ranking };
  const language = request.metadataFilter?.language ?? "EN";
  const asOf = request.asOf ?? today().toISOString().slice(0, 10);
  const corpus = await getCorpus(db, indexSettingsOf(settings));
  const routed = new Set(
    actsToSearch(request.query, request.indexes, {
      citations: settings.citations,
      namedActs: settings.namedActsRoute,
    }).map((act) => act.celex),
  );
  const candidates = knownActs.filter((act) => !request.indexes || request.indexes.includes(act.index));
  // The provisions the question names are looked up; the words around them are searched.
  const named = settings.references
    ? namedProvisionsOf(corpus, request.query, { language, asOf, candidates, routed })
    : undefined;
  const query = named?.query ?? request.query;

  const missingActs: MissingAct[] = [];
  const citeIn = new Map<number, number>();
  const chosen: { known: KnownAct; installed: InstalledAct; recitalsOnly: boolean }[] = [];
  for (const known of candidates) {
    const inLanguage = (wanted: Language) =>
      corpus.acts.filter((act) => act.celex === known.celex && act.language === wanted);
    const exact = inLanguage(language);
    const english = exact.length > 0 ? exact : inLanguage("EN");
    const versions = english.length > 0 ? english : corpus.acts.filter((act) => act.celex === known.celex);
    const inForce = versionInForce(versions, asOf);
    if (!inForce) {
      if (routed.has(known.celex))
        missingActs.push({ act: known.shortName, celex: known.celex, language, reason: "not-installed" });
      continue;
    }
    if (exact.length === 0 && routed.has(known.celex)) {
      missingActs.push({
        act: known.shortName,
        celex: known.celex,
        language,
        reason: "language-not-installed",
        searchedLanguage: inForce.language,
      });
    }
    // A question in another language is ranked on the English text of the same version where both
    // are installed (scores of one index are comparable across acts), and cited in its own language.
    const twin = exact.length > 0 && language !== "EN" ? versionInForce(inLanguage("EN"), asOf) : undefined;
    if (settings.crossLingual && twin && twin.version === inForce.version) {
      citeIn.set(twin.id, inForce.id);
      chosen.push({ known, installed: twin, recitalsOnly: false });
      continue;
    }
    chosen.push({ known, installed: inForce, recitalsOnly: false });
    // The recitals of the other versions (a consolidated text has none) and of the amending acts
    // explain the provisions in force: they stay searchable for interpretation.
    const explaining = [
      ...versions.filter((act) => act !== inForce),
      ...corpus.acts.filter((act) => known.amendedBy?.includes(act.celex) && act.language === inForce.language),
    ];
    for (const act of explaining) chosen.push({ known, installed: act, recitalsOnly: true });
  }

  // The caller's own query embedding is compared with every stored embedding of its length; one
  // the server computes, with the embeddings of the configured model only.
  const serverEmbedding =
    !request.queryEmbedding && mode === "auto" ? await serverQueryEmbedding(request.query) : undefined;
  const queryEmbedding = request.queryEmbedding ?? serverEmbedding?.embedding;
  const embeddingModel = serverEmbedding?.model;
  const recitalsOnly = new Set(chosen.filter((entry) => entry.recitalsOnly).map((entry) => entry.installed.id));
  const preferred = new Set(chosen.filter((entry) => routed.has(entry.known.celex)).map((entry) => entry.installed.id));
  const admitted = (id: number) => {
    const row = corpus.provisions.get(id)!;
    return !recitalsOnly.has(row.actId) || row.kind === "recital";
  };
  const ranked = new Map<number, number>();
  // Fused ranks (RRF) are not shares of evidence: the cap's deferral compares lexical scores only.
  let fusedWithVectors = false;
  // Where an act is ranked on its English twin, the question's own words also search the text in
  // its language: that evidence, scaled to the English list's best score, is added at half weight.
  const ownLanguageActs = new Set(citeIn.values());
  const languages = new Set(chosen.map((entry) => entry.installed.language));
  for (const searchLanguage of languages) {
    const actKeys = new Set(
      chosen.filter((entry) => entry.installed.language === searchLanguage).map((entry) => entry.installed.id),
    );
    const lexical = lexicalSearch(corpus, query, searchLanguage, actKeys, 200, settings).filter((hit) =>
      admitted(hit.id),
    );
    const vector =
      mode === "lexical" || !queryEmbedding
        ? []
        : vectorSearch(corpus, queryEmbedding, actKeys, 200, embeddingModel).filter((hit) => admitted(hit.id));
    if (embeddingModel && vector.length === 0) warnNotEmbedded(corpus, embeddingModel);
    const fused = vector.length > 0 ? reciprocalRankFusion([lexical, vector]) : lexical;
    if (vector.length > 0) fusedWithVectors = true;
    // Scores of indexes of different languages are not comparable: each list is scaled to its best hit.
    const scale = languages.size > 1 && fused.length > 0 ? 1 / fused[0]!.score : 1;
    for (const hit of fused) {
      const row = corpus.provisions.get(hit.id)!;
      const cited = citeIn.has(row.actId)
        ? corpus.byPinpoint.get(`${citeIn.get(row.actId)}:${row.pinpoint}`)
        : undefined;
      ranked.set(cited?.id ?? hit.id, hit.score * scale * (preferred.has(row.actId) ? 1 : settings.unroutedWeight));
    }
  }

  if (ownLanguageActs.size > 0) {
    const own = lexicalSearch(corpus, query, language, ownLanguageActs, 200, settings);
    const top = Math.max(0, ...ranked.values());
    const ownTop = own[0]?.score ?? 0;
    for (const hit of own) {
      const actId = corpus.provisions.get(hit.id)!.actId;
      const added =
        settings.ownLanguageWeight *
        (hit.score / ownTop) *
        top *
        (preferred.has([...citeIn].find(([, de]) => de === actId)?.[0] ?? -1) ? 1 : settings.unroutedWeight);
      ranked.set(hit.id, (ranked.get(hit.id) ?? 0) + added);
    }
  }

  if (settings.recitalLinks > 0) {
    // A recital explains the rules of its act in the version searched: the act itself, the version
    // in force for the recitals of other versions and of amending acts.
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
      settings.recitalLinks,
    );
  }
  supportArticles(corpus, ranked, settings.articleSupport);
  const versionsInstalled = new Set(
    corpus.acts.filter((act) => act.version !== "").map((act) => `${act.celex}:${act.language}`),
  );
  // Named provisions first, in the order named; nothing that contains them or lies inside them after them.
  const namedRows = named
    ? orderNamed(
        corpus,
        named.lookup.groups,
        (row) => ranked.get(row.id) ?? ranked.get(twinOf(corpus, citeIn, row)) ?? 0,
      ).slice(0, request.topK)
    : [];
  const celexOf = (actId: number) => corpus.acts.find((act) => act.id === actId)!.celex;
  const related = (row: StoredProvision) =>
    namedRows.some(
      (taken) =>
        celexOf(taken.actId) === celexOf(row.actId) &&
        (taken.pinpoint === row.pinpoint ||
          taken.pinpoint.startsWith(`${row.pinpoint}.`) ||
          row.pinpoint.startsWith(`${taken.pinpoint}.`)),
    );
  // A question that is nothing but references is followed by the neighbours of what it names, in the same acts only.
  const namedActs = named?.onlyReferences ? new Set(namedRows.map((row) => celexOf(row.actId))) : undefined;
  const searched = [...ranked].filter(([id]) => {
    const row = corpus.provisions.get(id)!;
    return (namedRows.length === 0 || !related(row)) && (!namedActs || namedActs.has(celexOf(row.actId)));
  });
  // The best 200 (at least 4 × topK) are enough to fill the top K after refinement and the caps.
  const rest = diversifyRows(
    corpus,
    searched.sort((a, b) => b[1] - a[1]).slice(0, Math.max(200, 4 * request.topK)),
    request.topK - namedRows.length,
    {
      recitalsWanted: !settings.recitalsBelowRules || asksAboutRecitals(request.query),
      refineShare: settings.refineShare,
      perArticle: settings.perArticleFirstPass,
      ruleFirst: settings.ruleFirst,
      liability: settings.liabilityConditions && asksAboutLiability(request.query),
      deferShare: fusedWithVectors ? 0 : settings.perArticleDeferShare,
      firstParagraph: settings.firstParagraph,
    },
  );
  const best = rest[0]?.score ?? 0;
  const top: Scored[] = [
    ...namedRows.map((row, index) => ({ row, score: best + (best || 1) * 0.01 * (namedRows.length - index) })),
    ...rest,
  ];
  const notices = named?.lookup.notices ?? [];
  return {
    matches: top.map((entry, index) =>
      index < namedRows.length
        ? { ...toMatch(corpus, entry, versionsInstalled), named: true }
        : toMatch(corpus, entry, versionsInstalled),
    ),
    missingActs,
    coverage: namedRows.length > 0 ? "covered" : searchCoverage(corpus, query, top, settings),
    ...(notices.length > 0 ? { notices } : {}),
  };
}

/**
 * The references of a question resolved to installed provisions (or notices), and the question
 * without the references that resolved: their numbers would only find provisions that contain
 * "10" or "2024". A reference that resolves to nothing stays in the question as words.
 */
function namedProvisionsOf(
  corpus: Corpus,
  question: string,
  {
    language,
    asOf,
    candidates,
    routed,
  }: { language: Language; asOf: string; candidates: readonly KnownAct[]; routed: ReadonlySet<string> },
): { lookup: NamedProvisions; query: string; onlyReferences: boolean } | undefined {
  const parsed = parseReferences(question);
  if (parsed.references.length === 0) return undefined;
  const searchable = candidates.flatMap((act) => [act.celex, ...(act.amendedBy ?? [])]);
  const lookup = lookUpNamedProvisions(corpus, parsed, {
    language,
    asOf,
    searchable,
    routed:
      routed.size < candidates.length
        ? [...routed].flatMap((celex) => [celex, ...(candidates.find((act) => act.celex === celex)?.amendedBy ?? [])])
        : [],
  });
  const spans = [
    ...new Map(lookup.groups.map((group) => [group.reference.span.start, group.reference.span])).values(),
  ].sort((a, b) => a.start - b.start);
  const query = spans.length > 0 ? withoutSpans(question, spans) : question;
  // A question that is nothing but references searches the headings of what it names: their neighbours follow them.
  const headings = [
    ...new Set(
      lookup.groups.flatMap((group) => group.rows.map((row) => topLevel(row, corpus.byPinpoint)?.heading ?? "")),
    ),
  ].join(" ");
  const onlyReferences = tokenizeWords(query).length === 0;
  return { lookup, query: onlyReferences ? headings : query, onlyReferences };
}

/** The English twin's provision a German one is ranked by (ranked scores are keyed by the cited row). */
function twinOf(corpus: Corpus, citeIn: ReadonlyMap<number, number>, row: StoredProvision): number {
  for (const [twin, cited] of citeIn)
    if (cited === row.actId) return corpus.byPinpoint.get(`${twin}:${row.pinpoint}`)?.id ?? -1;
  return -1;
}

const recitalLinkCache = new WeakMap<Corpus, RecitalLinks>();
function recitalLinksOf(corpus: Corpus): RecitalLinks {
  let links = recitalLinkCache.get(corpus);
  if (!links) recitalLinkCache.set(corpus, (links = new RecitalLinks(corpus.provisions)));
  return links;
}

/** How many of the first hits are looked at for `supportArticles`, and the most other parts that count. */
const supportDepth = 50;
const supportCap = 3;

/**
 * Article-level evidence: when several provisions of one article (the article, its paragraphs,
 * its points) rank among the first `supportDepth` hits, the question is about that article; each
 * of them gains `weight` per other part (at most `supportCap`), so the article's best pinpoint
 * passes a lone provision elsewhere that scores a little higher. Recitals and definitions stand
 * alone (every definition is a point of one article).
 */
export function supportArticles(
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

/**
 * The version of an act in force on `asOf`: the installed version with the latest `validFrom` on or
 * before that day (the act as adopted has none: it applies from its entry into force), not expired.
 * Before every version's date, the earliest one.
 */
export function versionInForce<T extends Pick<InstalledAct, "validFrom" | "validTo">>(
  versions: readonly T[],
  asOf: string,
): T | undefined {
  const start = (version: T) => version.validFrom ?? "";
  const applicable = versions.filter(
    (version) => start(version) <= asOf && (version.validTo === null || version.validTo >= asOf),
  );
  const pool = applicable.length > 0 ? applicable : versions;
  const sorted = [...pool].sort((a, b) => start(a).localeCompare(start(b)));
  return applicable.length > 0 ? sorted.at(-1) : sorted[0];
}

/**
 * The acts a question is routed to: the acts of its routed topics, restricted to the requested
 * indexes. When the caller names indexes and routing picks no act inside them (e.g. a liability
 * question sent to the AI Act index), every act of the requested indexes is preferred. Every act
 * of the requested indexes is searched; these rank first when the evidence is comparable.
 */
export function actsToSearch(
  query: string,
  indexes?: readonly string[],
  { citations = true, namedActs = true }: { citations?: boolean; namedActs?: boolean } = {},
): KnownAct[] {
  const topics = new Set(routeTopics(query));
  const inIndexes = knownActs.filter((act) => !indexes || indexes.includes(act.index));
  // An act cited by number or year stands for its topic: "Directive 85/374/EEC" is not the 2024 directive;
  // so does one named unambiguously ("der neuen Produkthaftungsrichtlinie", "the old PLD"; ADR 107).
  const byName =
    citations && namedActs ? actsNamedIn(query).flatMap((celex) => inIndexes.filter((act) => act.celex === celex)) : [];
  const cited = citations ? [...new Set([...citedActs(query, inIndexes), ...byName])] : [];
  const citedTopics = new Set(cited.map((act) => act.topic));
  const routed = inIndexes.filter(
    (act) => cited.includes(act) || (topics.has(act.topic) && !citedTopics.has(act.topic)),
  );
  return routed.length > 0 ? routed : inIndexes;
}

/** The installed acts a question names by a designation that says which ("AI Act", "die alte Produkthaftungsrichtlinie"; not "the PLD"). */
function actsNamedIn(query: string): string[] {
  const { references, mentionedActs } = parseReferences(query);
  const designations = [
    ...mentionedActs.filter((mention) => !mention.ambiguous).map((mention) => mention.acts),
    ...references.filter((reference) => !reference.ambiguous).map((reference) => reference.acts),
  ];
  return [...new Set(designations.filter((acts) => acts.length === 1).flat())];
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
  logger.warn(
    { model },
    "no provision has an embedding of the configured model; lexical ranking only until `npm run corpus:embed` has run",
  );
}

/** A definition's term as stems (" term stems "), worked out once per provision of the index: the corpus does not change under it (ADR 125). */
const definedTermStemsCache = new WeakMap<IndexedProvision, string>();
function definedTermStems(provision: IndexedProvision, language: Language): string {
  let stems = definedTermStemsCache.get(provision);
  if (stems === undefined)
    definedTermStemsCache.set(provision, (stems = ` ${analyze(provision.heading ?? "", language).join(" ")} `));
  return stems;
}

function lexicalSearch(
  corpus: Corpus,
  question: string,
  language: Language,
  actKeys: Set<number>,
  limit: number,
  settings: RankingSettings,
) {
  const index = corpus.indexes.get(language);
  if (!index) return [];
  const query = settings.citations ? withoutActNumbers(withoutActNames(question)) : withoutActNames(question);
  const expanded = expandQuery(query, language, {
    conceptWeight: settings.conceptWeight,
    everydayWeight: settings.everydayWeight,
  });
  const terms = index.queryTerms(query, expanded.extra, expanded.originalWeight);
  // Structure: a definition whose term the question names, or any definition when the question
  // asks what something is, ranks above provisions that merely use the words. A question that does
  // not ask what something is wants the rule: its definitions count `definitionWeight` (their
  // defined term, weighted 4 as a field, would otherwise outrank the provision that answers).
  const queryStems = ` ${analyze([query, ...expanded.extra.map((part) => part.text)].join(" "), language).join(" ")} `;
  const definitional = asksForDefinition(query);
  const whenApplies =
    settings.applicationInTime !== 1 &&
    (asksWhenApplies(query) || (settings.regimeInTime && asksWhichRegimeApplies(query)));
  const named = new Map<number, string>();
  const boost = (provision: IndexedProvision) => {
    if (whenApplies && isApplicationInTime(provision)) return settings.applicationInTime;
    if (provision.kind !== "definition" || !provision.heading) return 1;
    const term = definedTermStems(provision, language);
    const isNamed = term.trim() !== "" && queryStems.includes(term);
    if (isNamed) named.set(provision.key, term);
    return (
      (isNamed ? (definitional ? settings.namedDefinitionAsked : 1.5) : 1) *
      (definitional ? 1.5 : settings.definitionWeight)
    );
  };
  const lift = definitional && settings.namedDefinitionLift > 0;
  const hits = index.search(terms, { actKeys, limit: lift ? Number.POSITIVE_INFINITY : limit, boost });
  if (lift) {
    // The definitions of the longest named terms score at least `namedDefinitionLift` of the best other hit.
    const terms = [...named.values()];
    const lifted = (key: number) => {
      const term = named.get(key);
      return term !== undefined && !terms.some((other) => other.length > term.length && other.includes(term));
    };
    const best = hits.find((hit) => !lifted(hit.provision.key))?.score ?? 0;
    for (const hit of hits)
      if (lifted(hit.provision.key)) hit.score = Math.max(hit.score, best * settings.namedDefinitionLift);
    hits.sort((left, right) => right.score - left.score);
  }
  return index
    .rerank(hits.slice(0, limit), { terms, core: analyze(expanded.core, language) }, settings)
    .map((hit) => ({ id: hit.provision.key, score: hit.score }));
}

/** "Which recital …", "Erwägungsgrund", "why was …": the question asks for the reasons, not the rule. */
export function asksAboutRecitals(query: string): boolean {
  return /\b(recitals?|erwägungsgr(und|ünde)\w*|why|warum|weshalb|reasons?|rationale|purpose of the (rule|change|amendment))\b/i.test(
    query,
  );
}

type Scored = { row: Corpus["provisions"] extends Map<number, infer R> ? R : never; score: number };

/**
 * Exact pinpoints: an article (or paragraph) is cited by its best-scoring part when that part has
 * at least `refineShare` of its score — "Article 86(1)", not "Article 86" — at the article's place
 * in the ranking. A part with less evidence leaves the whole article cited.
 */
export function refinePinpoints(rows: readonly Scored[], share = defaultRanking.refineShare): Scored[] {
  // The best-scoring direct or deeper part of each ranked provision, by act and pinpoint.
  const bestPart = new Map<string, Scored>();
  for (const entry of rows) {
    const parts = entry.row.pinpoint.split(".");
    for (let depth = 1; depth < parts.length; depth++) {
      const key = `${entry.row.actId}:${parts.slice(0, depth).join(".")}`;
      const known = bestPart.get(key);
      if (!known || entry.score > known.score) bestPart.set(key, entry);
    }
  }
  return rows.map((entry) => {
    let current = entry;
    for (;;) {
      const best = bestPart.get(`${current.row.actId}:${current.row.pinpoint}`);
      if (!best || best.score < share * current.score) break;
      current = best;
    }
    return current === entry ? entry : { row: current.row, score: entry.score };
  });
}

/**
 * Top K with distinct provisions and exact pinpoints: a provision is skipped when an enclosing or
 * enclosed one ranks higher; at most two provisions of one article (or annex) are taken before
 * every other article has had its turn; a recital is not cited above the first rule of its act
 * unless the question asks for reasons.
 */
export function diversify(
  corpus: Corpus,
  ranked: readonly [number, number][],
  topK: number,
  options: {
    recitalsWanted?: boolean;
    versionsInstalled?: ReadonlySet<string>;
    refineShare?: number;
    perArticle?: number;
    ruleFirst?: 0 | 1 | 2;
    liability?: boolean;
    deferShare?: number;
    firstParagraph?: boolean;
  } = {},
): Match[] {
  return diversifyRows(corpus, ranked, topK, options).map((entry) =>
    toMatch(corpus, entry, options.versionsInstalled ?? new Set()),
  );
}

function toMatch(corpus: Corpus, { row, score }: Scored, versionsInstalled: ReadonlySet<string>): Match {
  const act = corpus.acts.find((candidate) => candidate.id === row.actId)!;
  const version =
    act.versionLabel ?? (versionsInstalled.has(`${act.celex}:${act.language}`) ? "text as adopted" : undefined);
  return provisionMatch(corpus, row, { act, score: Number(score.toFixed(6)), version });
}

function diversifyRows(
  corpus: Corpus,
  ranked: readonly [number, number][],
  topK: number,
  {
    recitalsWanted = false,
    refineShare: share = defaultRanking.refineShare,
    perArticle: cap = defaultRanking.perArticleFirstPass,
    ruleFirst = 0,
    liability = false,
    deferShare = 0,
    firstParagraph = false,
  }: {
    recitalsWanted?: boolean;
    refineShare?: number;
    perArticle?: number;
    ruleFirst?: 0 | 1 | 2;
    liability?: boolean;
    deferShare?: number;
    firstParagraph?: boolean;
  } = {},
): Scored[] {
  const raw = ranked.map(([id, score]) => ({ row: corpus.provisions.get(id)!, score }));
  const refined = refinePinpoints(raw, share);
  const rows = firstParagraph ? citeFirstParagraph(refined, corpus.byPinpoint) : refined;
  const chosen: typeof rows = [];
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const article = (entry: (typeof rows)[number]) => `${entry.row.actId}:${entry.row.pinpoint.split(".")[0]}`;
  const clashes = (entry: (typeof rows)[number]) =>
    chosen.some((taken) => taken.row.actId === entry.row.actId && related(taken.row.pinpoint, entry.row.pinpoint));
  const perArticle = new Map<string, number>();
  const skipped: typeof rows = [];
  const modifies = (entry: (typeof rows)[number]) =>
    ruleFirst > 0 && entry.row.kind === "paragraph" && isModifier(entry.row.text);
  for (const entry of rows) {
    if (chosen.length >= topK) break;
    if (clashes(entry)) continue;
    // The cap defers a provision only for others with at least `deferShare` of its evidence, not for
    // what hardly matches. Definitions stay deferred: a definitions article is a list of separate terms.
    while (deferShare > 0 && chosen.length < topK) {
      const waiting = skipped.find((candidate) => candidate.row.kind !== "definition");
      if (!waiting || waiting.score * deferShare <= entry.score) break;
      skipped.splice(skipped.indexOf(waiting), 1);
      if (!clashes(waiting)) chosen.push(waiting);
    }
    if (chosen.length >= topK) break;
    if (clashes(entry)) continue;
    const key = article(entry);
    if ((perArticle.get(key) ?? 0) >= cap) {
      skipped.push(entry);
      continue;
    }
    perArticle.set(key, (perArticle.get(key) ?? 0) + (modifies(entry) ? 0.5 : 1));
    chosen.push(entry);
    // A question whether someone is liable: the article's paragraph that says when they are (not) liable comes with its rule.
    if (
      liability &&
      entry.row.kind === "paragraph" &&
      !chosen.some((taken) => article(taken) === key && statesLiability(taken.row.text))
    ) {
      const conditions = raw.find(
        (candidate) =>
          article(candidate) === key &&
          candidate.row.kind === "paragraph" &&
          statesLiability(candidate.row.text) &&
          !clashes(candidate),
      );
      if (conditions && chosen.length < topK) {
        perArticle.set(key, (perArticle.get(key) ?? 0) + 1);
        chosen.push({ row: conditions.row, score: entry.score });
        continue;
      }
    }
    // A modifier without its rule: the article's rule comes with it (when the question's words reach it at all).
    if (
      !modifies(entry) ||
      chosen.some(
        (taken) => taken !== entry && article(taken) === key && taken.row.kind === "paragraph" && !modifies(taken),
      )
    )
      continue;
    const rule = rows.find(
      (candidate) =>
        article(candidate) === key && candidate.row.kind === "paragraph" && !modifies(candidate) && !clashes(candidate),
    );
    if (!rule || chosen.length >= topK) continue;
    perArticle.set(key, (perArticle.get(key) ?? 0) + 1);
    chosen.splice(ruleFirst === 2 ? chosen.length - 1 : chosen.length, 0, {
      row: rule.row,
      score: ruleFirst === 2 ? entry.score : rule.score,
    });
  }
  for (const entry of skipped) {
    if (chosen.length >= topK) break;
    if (!clashes(entry)) chosen.push(entry);
  }
  const actOf = (actId: number) => corpus.acts.find((candidate) => candidate.id === actId)!;
  // Recitals explain the rules: below the first rule cited from the same act (by CELEX, any version).
  let ordered = chosen;
  if (!recitalsWanted) {
    ordered = [];
    const pending: typeof rows = [];
    for (const entry of chosen) {
      const celex = actOf(entry.row.actId).celex;
      if (
        entry.row.kind === "recital" &&
        !ordered.some((taken) => taken.row.kind !== "recital" && actOf(taken.row.actId).celex === celex)
      ) {
        pending.push(entry);
        continue;
      }
      ordered.push(entry);
      if (entry.row.kind !== "recital") {
        for (const waiting of pending.filter((candidate) => actOf(candidate.row.actId).celex === celex)) {
          ordered.push(waiting);
          pending.splice(pending.indexOf(waiting), 1);
        }
      }
    }
    ordered.push(...pending);
  }
  return ordered;
}
