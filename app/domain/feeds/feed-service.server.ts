import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { getEnv, type Env } from "#app/env.server.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { buildFeedCalendar, FEED_REFRESH_SECONDS, type FeedDecision } from "./build-feed-calendar.ts";
import { catalogue, type Branch, type FeedDefinition, type FeedScope, type Region } from "./catalogue.ts";
import { calendarTexts, feedTitle, jurisdictionLabels, searchScopeLabel } from "./feed-titles.ts";
import {
  findCourt,
  forgetCourts,
  getCourtsWithDecisions,
  getDecisionsFingerprint,
  getFeedDecisions,
  getFeedStats,
  type FeedLimits,
} from "./get-feed-decisions.server.ts";
import { pruneSearchVersions, recordFeedVersion } from "./feed-versions.server.ts";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A response body built once, in every encoding, reused until the feed's data changes. */
export type CachedBody = {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong validator of the identity bytes (without quotes); encodings append "-gz" / "-br". */
  etag: string;
  /**
   * Whole seconds (HTTP dates have no milliseconds): the newest change among the body's data when
   * encoded, then the feed's recorded version (feed-versions.server.ts): never earlier than what
   * an earlier body of the same feed said, later whenever the bytes changed.
   */
  lastModified: Date;
  lastModifiedHttp: string;
  contentType: string;
  /** Number of events (feeds) or feeds (catalogue). */
  count: number;
  generation: number;
};

export type FeedTarget =
  | { kind: "catalogue"; feed: FeedDefinition }
  | { kind: "court"; courtSlug: string }
  | { kind: "search"; q: string; region?: Region; branch?: Branch };

export type FeedServiceOptions = {
  publicUrl: string;
  limits: FeedLimits;
  /** How often to look for changes made by other processes (a CLI import); 0 = on every request. */
  revalidateMs?: number;
  refreshSeconds?: number;
  maxCachedSearches?: number;
};

/** Before any decision exists, an empty feed still needs a stable Last-Modified. */
export const EMPTY_FEED_LAST_MODIFIED = new Date("2026-01-01T00:00:00Z");

export type FeedService = ReturnType<typeof createFeedService>;

export function createFeedService(options: FeedServiceOptions) {
  const revalidateMs = options.revalidateMs ?? 30_000;
  const maxSearches = options.maxCachedSearches ?? 200;
  const entries = new Map<string, CachedBody>();
  const building = new Map<string, Promise<CachedBody | undefined>>();
  let generation = 0;
  let fingerprint: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let listing: { generation: number; pending: Promise<FeedListing> } | undefined;
  let prunedAt = 0;

  function invalidate() {
    generation++;
    forgetCourts();
  }
  // Court registry changes can rename a court's feed slug; decisions changes change feed content.
  const unsubscribers = [onDataChanged("decisions", invalidate), onDataChanged("courts", invalidate)];
  const unsubscribe = () => unsubscribers.forEach((stop) => stop());

  /** Another process may have imported: compare a cheap fingerprint now and then. */
  async function revalidate() {
    if (Date.now() - checkedAt < revalidateMs) return;
    checking ??= (async () => {
      try {
        const current = await getDecisionsFingerprint();
        if (fingerprint !== undefined && current !== fingerprint) invalidate();
        fingerprint = current;
        checkedAt = Date.now();
      } finally {
        checking = undefined;
      }
    })();
    await checking;
  }

  async function cached(key: string, build: () => Promise<CachedBody | undefined>): Promise<CachedBody | undefined> {
    // The common case (a cached body, no check due) stays free of extra awaits.
    if (Date.now() - checkedAt >= revalidateMs) {
      try {
        await revalidate();
      } catch (error) {
        logger.warn({ err: error }, "feeds: cannot check the decisions for changes");
      }
    }
    const entry = entries.get(key);
    if (entry && entry.generation === generation) return entry;
    let pending = building.get(key);
    if (!pending) {
      const startedFor = generation;
      pending = build()
        .then(async (built) => {
          if (!built) return built;
          const body = withLastModified(built, await recordFeedVersion(key, built.etag, built.lastModified));
          body.generation = startedFor;
          entries.delete(key);
          entries.set(key, body);
          evictSearches();
          if (key.startsWith("search?") && Date.now() - prunedAt > 86_400_000) {
            prunedAt = Date.now();
            pruneSearchVersions().catch((error: unknown) => logger.warn({ err: error }, "feeds: cannot prune old keyword feed versions"));
          }
          return body;
        })
        .finally(() => building.delete(key));
      building.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // Keep serving the last good body rather than failing subscribers.
      if (entry) {
        logger.error({ err: error, feed: key }, "feeds: rebuild failed, serving the previous body");
        return entry;
      }
      throw error;
    }
  }

  function evictSearches() {
    const searches = [...entries.keys()].filter((key) => key.startsWith("search?"));
    for (const key of searches.slice(0, Math.max(0, searches.length - maxSearches))) entries.delete(key);
  }

  async function buildCalendar(scope: FeedScope, label: string, path: string): Promise<CachedBody | undefined> {
    const decisions = await getFeedDecisions(scope, options.limits);
    if (!decisions) return undefined;
    const text = buildFeedCalendar(decisions, {
      ...calendarTexts(label),
      feedUrl: `${options.publicUrl}${path}`,
      publicUrl: options.publicUrl,
      branchLabels: jurisdictionLabels(),
      refreshSeconds: options.refreshSeconds ?? FEED_REFRESH_SECONDS,
    });
    return encodeBody(text, "text/calendar; charset=utf-8", lastChangeOf(decisions), decisions.length);
  }

  /** Every feed with its size and last change (the page and /feeds/index.json). */
  async function getListing(): Promise<FeedListing> {
    await revalidate().catch((error: unknown) => logger.warn({ err: error }, "feeds: cannot check the decisions for changes"));
    if (!listing || listing.generation !== generation) {
      const startedFor = generation;
      const pending = getFeedListing(options);
      listing = { generation: startedFor, pending };
      pending.catch(() => {
        if (listing?.pending === pending) listing = undefined;
      });
    }
    return listing.pending;
  }

  return {
    invalidate,
    close: unsubscribe,
    /** The feed's body, or undefined when its scope does not exist (an unknown court). */
    async getFeed(target: FeedTarget): Promise<CachedBody | undefined> {
      const key = targetKey(target);
      return cached(key, async () => {
        switch (target.kind) {
          case "catalogue":
            return buildCalendar(target.feed.scope, feedTitle(target.feed), target.feed.path);
          case "court": {
            const court = await findCourt(target.courtSlug);
            if (!court) return undefined;
            return buildCalendar({ kind: "court", courtSlug: court.slug }, court.courtName, `/feeds/court/${court.slug}.ics`);
          }
          case "search":
            return buildCalendar({ ...target }, searchScopeLabel(target.q), searchPath(target));
        }
      });
    },
    /** The body when it is built, current and no change check is due; else undefined (use getFeed). */
    peekFeed(target: FeedTarget): CachedBody | undefined {
      if (Date.now() - checkedAt >= revalidateMs) return undefined;
      const entry = entries.get(targetKey(target));
      return entry && entry.generation === generation ? entry : undefined;
    },
    getListing,
    /** The machine-readable catalogue (/feeds/index.json). */
    async getIndex(): Promise<CachedBody> {
      const body = await cached("index.json", async () => {
        const listing = await getListing();
        const json = JSON.stringify(listing, null, 2);
        const changes = [...listing.feeds, ...listing.courts].flatMap((feed) => (feed.lastChange ? [Date.parse(feed.lastChange)] : []));
        const last = changes.length ? new Date(Math.max(...changes)) : EMPTY_FEED_LAST_MODIFIED;
        return encodeBody(json, "application/json; charset=utf-8", last, listing.feeds.length + listing.courts.length);
      });
      return body!;
    },
  };
}

export function targetKey(target: FeedTarget): string {
  if (target.kind === "catalogue") return target.feed.key;
  if (target.kind === "court") return `court/${target.courtSlug}`;
  return searchPath(target).replace("/feeds/search.ics", "search");
}

/** The canonical, stable address of a keyword feed. */
export function searchPath(target: { q: string; region?: string; branch?: string }): string {
  const params = new URLSearchParams({ q: target.q });
  if (target.region) params.set("region", target.region);
  if (target.branch) params.set("branch", target.branch);
  return `/feeds/search.ics?${params}`;
}

function lastChangeOf(decisions: readonly FeedDecision[]): Date {
  let latest: Date | undefined;
  for (const decision of decisions) if (!latest || decision.updatedAt > latest) latest = decision.updatedAt;
  return latest ?? EMPTY_FEED_LAST_MODIFIED;
}

/** The body with the Last-Modified its feed's version record gives it. */
function withLastModified(body: CachedBody, lastModified: Date): CachedBody {
  if (lastModified.getTime() === body.lastModified.getTime()) return body;
  return { ...body, lastModified, lastModifiedHttp: lastModified.toUTCString() };
}

export async function encodeBody(text: string, contentType: string, lastChange: Date, count: number): Promise<CachedBody> {
  const identity = Buffer.from(text, "utf8");
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const lastModified = new Date(Math.floor(lastChange.getTime() / 1000) * 1000);
  return {
    identity,
    gzip: gz,
    br,
    etag: createHash("sha256").update(identity).digest("base64url").slice(0, 32),
    lastModified,
    lastModifiedHttp: lastModified.toUTCString(),
    contentType,
    count,
    generation: 0,
  };
}

export type FeedSummary = {
  region: string;
  branch: string;
  court: string | null;
  title: string;
  path: string;
  url: string;
  events: number;
  lastChange: string | null;
};

export type FeedListing = { feeds: FeedSummary[]; courts: FeedSummary[] };

/** Every feed of the catalogue with its size and last change, and every individual court's feed. */
export async function getFeedListing(options: Pick<FeedServiceOptions, "publicUrl" | "limits">): Promise<FeedListing> {
  const [stats, courts] = await Promise.all([getFeedStats(options.limits), getCourtsWithDecisions(options.limits)]);
  const byScope = new Map(stats.map((row) => [`${row.region}/${row.branch}`, row]));
  const feeds = catalogue.map((feed) => {
    const row = byScope.get(`${feed.region}/${feed.branch}`);
    return {
      region: feed.region,
      branch: feed.branch,
      court: feed.court ?? null,
      title: feedTitle(feed),
      path: feed.path,
      url: `${options.publicUrl}${feed.path}`,
      events: row?.count ?? 0,
      lastChange: row ? row.lastChange.toISOString() : null,
    };
  });
  return {
    feeds,
    courts: courts.map((court) => ({
      region: court.region,
      branch: court.branch,
      court: court.slug,
      title: court.courtName,
      path: `/feeds/court/${court.slug}.ics`,
      url: `${options.publicUrl}/feeds/court/${court.slug}.ics`,
      events: court.count,
      lastChange: court.lastChange.toISOString(),
    })),
  };
}

/** The feed service's options from the environment (FEED_MAX_EVENTS, FEED_MAX_AGE_DAYS, …). */
export function feedServiceOptions(env: Pick<Env, "PUBLIC_URL" | "FEED_MAX_EVENTS" | "FEED_MAX_AGE_DAYS" | "FEED_REVALIDATE_SECONDS">): FeedServiceOptions {
  return {
    publicUrl: env.PUBLIC_URL,
    limits: { maxEvents: env.FEED_MAX_EVENTS, maxAgeDays: env.FEED_MAX_AGE_DAYS },
    revalidateMs: env.FEED_REVALIDATE_SECONDS * 1000,
  };
}

/** The server's feed service, configured from the environment. */
export function getFeedService(): FeedService {
  return singleton("feed-service", () => createFeedService(feedServiceOptions(getEnv())));
}
