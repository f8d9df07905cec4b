import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { BranchSchema, IsoDateSchema, RegionSchema } from "./decision-record.ts";

export const PAGE_SIZE = 20;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value), schema.optional());

/** The search form's query string. Each field is validated on its own: a bad one is dropped, not fatal. */
const fields = {
  q: optional(z.string().max(200)),
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

export type SearchHit = {
  id: string;
  title: string | null;
  courtName: string;
  decisionDate: string;
  decisionType: string | null;
  fileNumbers: string[];
  ecli: string | null;
  region: string;
  branch: string;
  /** Snippet with \ue000…\ue001 around matched words (rendered as <mark> without HTML). */
  snippet: string | null;
};

export type SearchResult = { hits: SearchHit[]; total: number; page: number; pages: number; sort: "relevance" | "date" };

/**
 * Full-text search with German stemming (websearch syntax: "quoted phrases", OR, -not) over the
 * generated search_vector, plus exact matches on ECLI and file number; filters for region,
 * branch, court, type and date range; sorted by relevance (with a query) or date; paginated.
 */
export async function searchDecisions(query: SearchQuery): Promise<SearchResult> {
  const page = query.page ?? 1;
  const tsquery = query.q ? sql`websearch_to_tsquery('german', ${query.q})` : null;
  const conditions: (SQL | undefined)[] = [
    query.q
      ? or(
          sql`${decisions.searchVector} @@ ${tsquery}`,
          sql`upper(${decisions.ecli}) = ${query.q.toUpperCase()}`,
          sql`${query.q} = any(${decisions.fileNumbers})`,
        )
      : undefined,
    query.region ? eq(decisions.region, query.region) : undefined,
    query.branch ? eq(decisions.branch, query.branch) : undefined,
    query.court ? ilike(decisions.courtName, `%${query.court.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.type ? eq(decisions.decisionType, query.type) : undefined,
    query.from ? gte(decisions.decisionDate, query.from) : undefined,
    query.to ? lte(decisions.decisionDate, query.to) : undefined,
  ];
  const where = and(...conditions);
  const sort = query.sort ?? (query.q ? "relevance" : "date");
  const rank = tsquery ? sql`ts_rank_cd(${decisions.searchVector}, ${tsquery}, 32)` : sql`0`;
  const order = sort === "relevance" && tsquery ? [desc(rank), desc(decisions.decisionDate), asc(decisions.id)] : [desc(decisions.decisionDate), asc(decisions.id)];
  const snippet = tsquery
    ? sql<string | null>`ts_headline('german', coalesce(${decisions.headnote}, left(${decisions.searchText}, 2000)), ${tsquery}, 'StartSel=${sql.raw("\ue000")}, StopSel=${sql.raw("\ue001")}, MaxWords=40, MinWords=20, MaxFragments=2')`
    : sql<string | null>`left(${decisions.headnote}, 300)`;

  const db = getDb();
  const [rows, countRows] = await Promise.all([
    db
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
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(decisions).where(where),
  ]);
  const total = Number(countRows[0]?.count ?? 0);
  return { hits: rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), sort };
}

const facetCache = singleton("decision-facets", () => {
  const cache = { types: undefined as Promise<string[]> | undefined, at: 0 };
  onDataChanged("decisions", () => (cache.types = undefined));
  return cache;
});

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
