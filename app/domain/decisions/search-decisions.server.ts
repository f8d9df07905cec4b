import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { createConcurrencyLimit } from "#app/utils/concurrency-limit.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { BranchSchema, IsoDateSchema, RegionSchema } from "./decision-record.ts";
import type { SearchHit } from "./decision-views.ts";

export type { SearchHit } from "./decision-views.ts";

export const PAGE_SIZE = 20;
/** Relevance is ranked among the newest matches only (ranking reads every match's vector). */
export const RANKED_MATCHES = 1000;
/** Counting stops here; the page says "1.000+" (counting every match of a common word is slow). */
export const COUNT_LIMIT = 1000;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value,
    schema.optional(),
  );

/** The search form's query string. Each field is validated on its own: a bad one is dropped, not fatal. */
/**
 * What one search may ask for (docs/security.md): a query of 66 negated words cost up to 2.4 s of
 * the database. Words are counted as the websearch syntax splits them (on white space).
 */
export const searchBounds = { terms: 12, negations: 3, concurrency: 2, queue: 8, statementTimeoutMs: 3000 } as const;

function withinSearchBounds(q: string): boolean {
  const words = q.split(/\s+/).filter((word) => word !== "" && word.toLowerCase() !== "or");
  return (
    words.length <= searchBounds.terms && words.filter((word) => word.startsWith("-")).length <= searchBounds.negations
  );
}

const fields = {
  q: optional(z.string().max(200).refine(withinSearchBounds)),
  region: optional(RegionSchema),
  branch: optional(BranchSchema),
  court: optional(z.string().max(200)),
  type: optional(z.string().max(100)),
  from: optional(IsoDateSchema),
  to: optional(IsoDateSchema),
  sort: optional(z.enum(["relevance", "date"])),
  page: optional(z.coerce.number().int().min(1).max(500)),
};
type Fields = typeof fields;
export type SearchQuery = { [K in keyof Fields]: z.output<Fields[K]> };

export function parseSearchQuery(params: URLSearchParams): { query: SearchQuery; invalid: string[] } {
  const query = {} as Record<string, unknown>;
  const invalid: string[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    const result = schema.safeParse(params.get(name) ?? undefined);
    if (result.success) query[name] = result.data;
    else invalid.push(name);
  }
  return { query: query as SearchQuery, invalid };
}

export type SearchResult = {
  hits: SearchHit[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pages: number;
  sort: "relevance" | "date";
};

/** A search that the statement timeout stopped: too costly to run, not a fault. */
export class SearchTooSlowError extends Error {
  override name = "SearchTooSlowError";
}

/** PostgreSQL's query_canceled (57014), which a statement timeout raises, also wrapped by Drizzle. */
function isStatementTimeout(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if ((current as { code?: unknown }).code === "57014") return true;
  }
  return false;
}

/**
 * Full-text search with German stemming (websearch syntax: "quoted phrases", OR, -not) over the
 * generated search_vector, plus exact matches on ECLI and file number; filters for region,
 * branch, court, type and date range; sorted by relevance (with a query) or date; paginated.
 */
/**
 * How to find the RANKED_MATCHES newest matches: walk the date index from the newest decision and
 * test each row's vector (reads RANKED_MATCHES × rows/matches rows, detoasting every vector: good
 * when most decisions match), or take all matches from the GIN index and sort them by date (reads
 * each match's row but not its vector). The planner cannot tell (it ignores the vector's size), so
 * we decide from its estimates (ANALYZE statistics): measured on PGlite (bench:search, 100,000
 * decisions) ≈ 12 µs per walked row against ≈ 3.5 µs per match, so walk when
 * matches² > 3,400 × rows. A word in 10 % of the decisions: 190 → 30 ms; in 98 %: 18 ms (walk)
 * instead of 85 ms. Without statistics (small or fresh tables) the GIN plan is used.
 */
async function walkNewestFirst(
  tx: { execute: (query: SQL) => PromiseLike<unknown> },
  where: SQL | undefined,
): Promise<boolean> {
  const rowsOf = async <T>(query: SQL) => ((await tx.execute(query)) as { rows: T[] }).rows;
  const [table] = await rowsOf<{ rows: number }>(
    sql`select reltuples::float8 as rows from pg_class where oid = 'decisions'::regclass`,
  );
  const total = Number(table?.rows ?? 0);
  if (!(total > 0)) return false;
  const [explained] = await rowsOf<{ "QUERY PLAN": unknown }>(
    sql`explain (format json) select 1 from ${decisions} where ${where}`,
  );
  const raw = explained?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[] | undefined;
  const matches = Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
  return matches * matches > 3400 * total;
}

export async function searchDecisions(query: SearchQuery): Promise<SearchResult> {
  const page = query.page ?? 1;
  const tsquery = query.q ? sql`websearch_to_tsquery('german', ${query.q})` : null;
  // Each branch can use an index (GIN on the vector and on file_numbers, btree on upper(ecli)):
  // an OR with an unindexable branch would scan every decision.
  const q = query.q;
  const textMatch = tsquery ? sql`${decisions.searchVector} @@ ${tsquery}` : undefined;
  const conditions: (SQL | undefined)[] = [
    q && /^ECLI:/i.test(q)
      ? sql`upper(${decisions.ecli}) = ${q.toUpperCase()}`
      : q && /\d/.test(q) && /[/.]/.test(q) && q.length <= 60
        ? or(textMatch, sql`${decisions.fileNumbers} @> array[${q}]::text[]`)
        : textMatch,
    query.region ? eq(decisions.region, query.region) : undefined,
    query.branch ? eq(decisions.branch, query.branch) : undefined,
    // The court as listed in the form (case-insensitive): an indexed equality, not a substring scan.
    query.court ? sql`lower(${decisions.courtName}) = ${query.court.toLowerCase()}` : undefined,
    query.type ? eq(decisions.decisionType, query.type) : undefined,
    query.from ? gte(decisions.decisionDate, query.from) : undefined,
    query.to ? lte(decisions.decisionDate, query.to) : undefined,
  ];
  const where = and(...conditions);
  const sort = query.sort ?? (query.q ? "relevance" : "date");
  const rank = tsquery ? sql`ts_rank_cd(${decisions.searchVector}, ${tsquery}, 32)` : sql`0`;
  const order =
    sort === "relevance" && tsquery
      ? [desc(rank), desc(decisions.decisionDate), asc(decisions.id)]
      : [desc(decisions.decisionDate), asc(decisions.id)];
  // The snippet is the headnote, else the tenor: the court's words, never the index text (which
  // starts with file numbers, court and norms). Matches are marked in JS (highlightTerms):
  // ts_headline over 20 long texts cost more than the search itself.
  const snippet = sql<string | null>`left(coalesce(${decisions.headnote}, ${decisions.tenor}), 320)`;

  const ranked = sort === "relevance" && tsquery !== null;
  const { rows, countRows } = await searchSlots
    .run(() =>
      getDb().transaction(async (tx) => {
        // A bound on any one search's time (PostgreSQL; the embedded database has no timer and relies
        // on the word bounds and the concurrency limit).
        await tx.execute(sql.raw(`set local statement_timeout = ${searchBounds.statementTimeoutMs}`));
        // With a text query, the planner prefers a sequential scan once a word is common, but every
        // row's vector must then be read and matched: the GIN index is much faster (bench:search).
        if (textMatch) await tx.execute(sql`set local enable_seqscan = off`);
        // Relevance: rank the RANKED_MATCHES newest matches (ADR 013), so a common word stays fast.
        // `decision_date + 0` keeps the planner off the date index (see walkNewestFirst).
        const newestFirst = ranked && (await walkNewestFirst(tx, where));
        const candidates = ranked
          ? inArray(
              decisions.id,
              tx
                .select({ id: decisions.id })
                .from(decisions)
                .where(where)
                .orderBy(newestFirst ? desc(decisions.decisionDate) : desc(sql`${decisions.decisionDate} + 0`))
                .limit(RANKED_MATCHES),
            )
          : where;
        const rows = await tx
          .select({
            id: decisions.id,
            title: decisions.title,
            courtName: decisions.courtName,
            decisionDate: decisions.decisionDate,
            decisionType: decisions.decisionType,
            fileNumbers: decisions.fileNumbers,
            ecli: decisions.ecli,
            region: decisions.region,
            branch: decisions.branch,
            snippet,
          })
          .from(decisions)
          .where(candidates)
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE);
        const countRows = await tx.select({ count: sql<number>`count(*)::int` }).from(
          tx
            .select({ one: sql`1`.as("one") })
            .from(decisions)
            .where(where)
            .limit(COUNT_LIMIT + 1)
            .as("matches"),
        );
        return { rows, countRows };
      }),
    )
    .catch((error: unknown) => {
      if (isStatementTimeout(error))
        throw new SearchTooSlowError(`The search ran past ${searchBounds.statementTimeoutMs} ms and was stopped.`, {
          cause: error,
        });
      throw error;
    });
  const hits = rows.map((row) => ({ ...row, snippet: row.snippet ? highlightTerms(row.snippet, q) : null }));
  const counted = Number(countRows[0]?.count ?? 0);
  const total = Math.min(counted, COUNT_LIMIT);
  const reachable = ranked ? Math.min(total, RANKED_MATCHES) : total;
  return {
    hits,
    total,
    totalIsLowerBound: counted > COUNT_LIMIT,
    page,
    pages: Math.max(1, Math.ceil(reachable / PAGE_SIZE)),
    sort,
  };
}

/**
 * Marks the words of the snippet that share a stem-like prefix with a query word (German
 * inflection mostly changes endings: "Kündigungen" → "Kündigung"), as \ue000…\ue001.
 */
export function highlightTerms(text: string, q: string | undefined): string {
  const prefixes = (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, Math.max(4, word.length - 3)));
  if (prefixes.length === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) =>
    prefixes.some((prefix) => word.toLowerCase().startsWith(prefix)) ? `\ue000${word}\ue001` : word,
  );
}

/** At most two searches use the database at a time, eight more wait; beyond that BusyError (503). */
const searchSlots = singleton("decision-search-slots", () =>
  createConcurrencyLimit({ concurrency: searchBounds.concurrency, queue: searchBounds.queue }),
);

const facetCache = singleton("decision-facets", () => {
  const cache = {
    types: undefined as Promise<string[]> | undefined,
    courts: undefined as Promise<string[]> | undefined,
    at: 0,
  };
  onDataChanged("decisions", () => {
    cache.types = undefined;
    cache.courts = undefined;
  });
  return cache;
});

/** The courts with the most decisions, for the court filter's suggestions (cached like the types). */
export async function listDecisionCourts(): Promise<string[]> {
  facetCache.courts ??= getDb()
    .select({ court: decisions.courtName })
    .from(decisions)
    .groupBy(decisions.courtName)
    .orderBy(desc(sql`count(*)`))
    .limit(400)
    .then((rows) => rows.map((row) => row.court).sort((a, b) => a.localeCompare(b, "de")))
    .catch((error: unknown) => {
      facetCache.courts = undefined;
      throw error;
    });
  return facetCache.courts;
}

/** The most common decision types, for the filter (cached; an import clears it). */
export async function listDecisionTypes(): Promise<string[]> {
  if (!facetCache.types || Date.now() - facetCache.at > 10 * 60_000) {
    facetCache.at = Date.now();
    facetCache.types = getDb()
      .select({ type: decisions.decisionType, count: sql<number>`count(*)::int` })
      .from(decisions)
      .where(sql`${decisions.decisionType} is not null`)
      .groupBy(decisions.decisionType)
      .orderBy(desc(sql`count(*)`))
      .limit(40)
      .then((rows) => rows.map((row) => row.type!).sort((a, b) => a.localeCompare(b, "de")))
      .catch((error: unknown) => {
        facetCache.types = undefined;
        throw error;
      });
  }
  return facetCache.types;
}
