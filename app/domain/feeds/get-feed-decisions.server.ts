import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { queryRows } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import type { FeedDecision } from "./build-feed-calendar.ts";
import type { FeedScope } from "./catalogue.ts";
import { courtSlugOf } from "./court-slug.ts";

export type FeedLimits = {
  /** At most this many decisions, the most recent first (FEED_MAX_EVENTS, default 1,000). */
  maxEvents: number;
  /** Only decisions at most this many days old; 0 = no limit (FEED_MAX_AGE_DAYS, default 0). */
  maxAgeDays: number;
  /** "Today" for the age limit, as YYYY-MM-DD (tests pin it). */
  today?: string;
};

export function ageCutoff(limits: FeedLimits): string | undefined {
  if (!limits.maxAgeDays) return undefined;
  const today = new Date(`${limits.today ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - limits.maxAgeDays);
  return today.toISOString().slice(0, 10);
}

/** The conditions that select a feed's decisions (without the size limit). */
export async function scopeCondition(scope: FeedScope): Promise<SQL | undefined> {
  switch (scope.kind) {
    case "branch":
      return and(eq(decisions.region, scope.region), eq(decisions.branch, scope.branch));
    case "court": {
      const target = await findCourt(scope.courtSlug);
      if (!target) return undefined;
      return target.courtId !== null
        ? eq(decisions.courtId, target.courtId)
        : and(sql`${decisions.courtId} is null`, eq(decisions.courtName, target.courtName));
    }
    case "search":
      return and(
        // The decisions' own German full-text column (GIN-indexed; see app/db/schema/decisions.ts).
        sql`${decisions.searchVector} @@ websearch_to_tsquery('german', ${scope.q})`,
        scope.region ? eq(decisions.region, scope.region) : undefined,
        scope.branch ? eq(decisions.branch, scope.branch) : undefined,
      );
  }
}

/** The decisions of a feed, the most recent first; `undefined` when the scope does not exist (an unknown court). */
export async function getFeedDecisions(scope: FeedScope, limits: FeedLimits): Promise<FeedDecision[] | undefined> {
  const condition = await scopeCondition(scope);
  if (!condition) return undefined;
  const cutoff = ageCutoff(limits);
  // One JSON value instead of 16 columns × 1,000 rows: PGlite decodes row by row in JavaScript,
  // and a single json_agg parsed by JSON.parse is several times faster (bench:feeds); PostgreSQL
  // does not mind either way.
  const [result] = await queryRows<{ rows: FeedDecisionJson[] | string }>(sql`
    select coalesce(json_agg(t), '[]'::json) as rows from (
      select ${decisions.id} as "id", ${decisions.source} as "source", ${decisions.sourceId} as "sourceId",
             ${decisions.ecli} as "ecli", ${decisions.fileNumbers} as "fileNumbers", ${decisions.courtName} as "courtName",
             ${decisions.branch} as "branch", ${decisions.decisionDate} as "decisionDate", ${decisions.decisionType} as "decisionType",
             ${decisions.title} as "title", ${decisions.headnote} as "headnote", ${decisions.sourceUrl} as "sourceUrl",
             ${decisions.pdfUrl} as "pdfUrl", ${decisions.revision} as "revision",
             ${decisions.firstSeenAt} as "firstSeenAt", ${decisions.updatedAt} as "updatedAt"
      from ${decisions}
      where ${and(condition, cutoff ? gte(decisions.decisionDate, cutoff) : undefined)}
      order by ${decisions.decisionDate} desc, ${decisions.id} desc
      limit ${limits.maxEvents}
    ) t`);
  const rows =
    typeof result?.rows === "string" ? (JSON.parse(result.rows) as FeedDecisionJson[]) : (result?.rows ?? []);
  return rows.map((row) => ({ ...row, firstSeenAt: new Date(row.firstSeenAt), updatedAt: new Date(row.updatedAt) }));
}

type FeedDecisionJson = Omit<FeedDecision, "firstSeenAt" | "updatedAt"> & { firstSeenAt: string; updatedAt: string };

export type CourtWithDecisions = {
  slug: string;
  courtId: number | null;
  courtName: string;
  region: string;
  branch: string;
  count: number;
  lastChange: Date;
};

/**
 * Every individual court that has decisions: from the registry when the decision is linked to it,
 * else by the court name the record carries. Slugs are unique (a clash gets the court id appended).
 */
export async function getCourtsWithDecisions(limits: FeedLimits): Promise<CourtWithDecisions[]> {
  const cutoff = ageCutoff(limits);
  const rows = await queryRows<{
    court_id: number | null;
    registry_slug: string | null;
    court_name: string;
    region: string;
    branch: string;
    count: number | string;
    last_change: Date | string;
  }>(sql`
    select d.court_id, c.slug as registry_slug, coalesce(c.name, d.court_name) as court_name,
           min(d.region) as region, min(d.branch) as branch, count(*) as count, max(d.updated_at) as last_change
    from ${decisions} d left join ${courts} c on c.id = d.court_id
    ${cutoff ? sql`where d.decision_date >= ${cutoff}` : sql``}
    group by d.court_id, c.slug, coalesce(c.name, d.court_name)
    order by 3, 1`);
  const seen = new Set<string>();
  return rows.map((row) => {
    let slug =
      row.registry_slug && /^[a-z0-9-]{1,80}$/.test(row.registry_slug)
        ? row.registry_slug
        : courtSlugOf(row.court_name);
    if (seen.has(slug)) slug = `${slug}-${row.court_id ?? seen.size}`;
    seen.add(slug);
    return {
      slug,
      courtId: row.court_id,
      courtName: row.court_name,
      region: row.region,
      branch: row.branch,
      count: Math.min(Number(row.count), limits.maxEvents),
      lastChange: new Date(row.last_change),
    };
  });
}

let courtCache: { at: number; courts: CourtWithDecisions[] } | undefined;

/** Drops the court list that findCourt() keeps (after an import). */
export function forgetCourts() {
  courtCache = undefined;
}

export async function findCourt(slug: string): Promise<CourtWithDecisions | undefined> {
  courtCache ??= {
    at: Date.now(),
    courts: await getCourtsWithDecisions({ maxEvents: Number.MAX_SAFE_INTEGER, maxAgeDays: 0 }),
  };
  return courtCache.courts.find((court) => court.slug === slug);
}

export type FeedStats = { region: string; branch: string; count: number; lastChange: Date };

/** Number of decisions (capped at the feed size) and last change for every region and branch that has any. */
export async function getFeedStats(limits: FeedLimits): Promise<FeedStats[]> {
  const cutoff = ageCutoff(limits);
  const rows = await queryRows<{
    region: string;
    branch: string;
    count: number | string;
    last_change: Date | string;
  }>(sql`
    select region, branch, count(*) as count, max(updated_at) as last_change from ${decisions}
    ${cutoff ? sql`where decision_date >= ${cutoff}` : sql``}
    group by region, branch`);
  return rows.map((row) => ({
    region: row.region,
    branch: row.branch,
    count: Math.min(Number(row.count), limits.maxEvents),
    lastChange: new Date(row.last_change),
  }));
}
