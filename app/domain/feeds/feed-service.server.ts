import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { getEnv, type Env } from "#app/env.server.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { buildFeedCalendar, FEED_REFRESH_SECONDS, type FeedDecision } from "./build-feed-calendar.ts";
import { catalogue, feedByKey, type Branch, type FeedDefinition, type FeedScope, type Region } from "./catalogue.ts";
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
import { createRefreshQueue } from "./refresh-queue.ts";

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
  /**
   * After a data change (and on `prebuild()`), rebuild every catalogue feed and every requested
   * court feed in the background, so that no subscriber waits for a build (the server; off in
   * tests that look at single feeds).
   */
  prebuild?: boolean;
  /** Quiet time after a data change before the background rebuild starts (default 1 s). */
  prebuildDelayMs?: number;
};

/** Before any decision exists, an empty feed still needs a stable Last-Modified. */
export const EMPTY_FEED_LAST_MODIFIED = new Date("2026-01-01T00:00:00Z");

export type FeedService = ReturnType<typeof createFeedService>;

type Build = () => Promise<CachedBody | undefined>;

/**
 * The feeds' bodies, built once per data change (ADR 023) and served stale while the new ones are
 * built in the background (ADR 024): a request waits only for a feed that has never been built.
 */
export function createFeedService(options: FeedServiceOptions) {
  const revalidateMs = options.revalidateMs ?? 30_000;
  const maxSearches = options.maxCachedSearches ?? 200;
  const entries = new Map<string, CachedBody>();
  /** How to rebuild each cached body (catalogue feeds need none: see builderFor). */
  const builders = new Map<string, Build>();
  const building = new Map<string, Promise<CachedBody | undefined>>();
  let generation = 0;
  let fingerprint: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let listing: { generation: number; pending: Promise<FeedListing> } | undefined;
  let prunedAt = 0;
  const askedDuringCheck = new Set<string>();
  let checkingSoon: Promise<void> | undefined;
  const queue = createRefreshQueue({
    refresh: refreshInBackground,
    delayMs: options.prebuildDelayMs ?? 1000,
    onRun: ({ keys, ms }) => logger.info({ feeds: keys, ms: Math.round(ms) }, "feeds rebuilt in the background"),
  });

  function invalidate() {
    generation++;
    forgetCourts();
    if (options.prebuild) queue.request(prebuildKeys(), { delayed: true });
  }
  // Court registry changes can rename a court's feed slug; decisions changes change feed content.
  const unsubscribers = [onDataChanged("decisions", invalidate), onDataChanged("courts", invalidate)];

  /** The feeds subscribers have asked for first (court feeds, the index), then the whole catalogue. */
  function prebuildKeys(): string[] {
    const requested = [...entries.keys()].filter((key) => !key.startsWith("search?"));
    return [...new Set([...requested, ...catalogue.map((feed) => feed.key)])];
  }

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

  /**
   * Starts the fingerprint check when one is due, without waiting for it; when it finds a change,
   * the feeds asked for meanwhile are rebuilt (their requests were answered with what was cached).
   */
  function revalidateSoon(key: string) {
    if (!checkingSoon && Date.now() - checkedAt < revalidateMs) return;
    askedDuringCheck.add(key);
    if (checkingSoon) return;
    const before = generation;
    checkingSoon = revalidate()
      .then(() => {
        if (generation !== before) queue.request([...askedDuringCheck].filter((asked) => entries.has(asked)));
      })
      .catch((error: unknown) => logger.warn({ err: error }, "feeds: cannot check the decisions for changes"))
      .finally(() => {
        askedDuringCheck.clear();
        checkingSoon = undefined;
      });
  }

  /** Builds the key's body once (concurrent callers share the build) and caches it. */
  function rebuild(key: string, build: Build): Promise<CachedBody | undefined> {
    let pending = building.get(key);
    if (pending) return pending;
    const startedFor = generation;
    pending = build()
      .then(async (built) => {
        if (!built) {
          // Its scope is gone (a court renamed or without decisions now): nothing to serve.
          entries.delete(key);
          builders.delete(key);
          return built;
        }
        const body = withLastModified(built, await recordFeedVersion(key, built.etag, built.lastModified));
        body.generation = startedFor;
        entries.delete(key);
        entries.set(key, body);
        builders.set(key, build);
        evictSearches();
        if (key.startsWith("search?") && Date.now() - prunedAt > 86_400_000) {
          prunedAt = Date.now();
          pruneSearchVersions().catch((error: unknown) => logger.warn({ err: error }, "feeds: cannot prune old keyword feed versions"));
        }
        return body;
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
    return pending;
  }

  /** The queue's work: a body that is not current is rebuilt; the previous one is served meanwhile. */
  async function refreshInBackground(key: string) {
    if (entries.get(key)?.generation === generation) return;
    const build = builders.get(key) ?? builderFor(key);
    if (!build) return;
    try {
      await rebuild(key, build);
    } catch (error) {
      // Keep serving the last good body rather than failing subscribers; the next change or request retries.
      logger.error({ err: error, feed: key }, "feeds: rebuild failed, serving the previous body");
    }
  }

  /** The cached body (current or not: a stale one is queued for rebuilding), or undefined. */
  function lookup(key: string): CachedBody | undefined {
    revalidateSoon(key);
    const entry = entries.get(key);
    if (entry && entry.generation !== generation) queue.request([key]);
    return entry;
  }

  async function cached(key: string, build: Build): Promise<CachedBody | undefined> {
    return lookup(key) ?? rebuild(key, build);
  }

  function evictSearches() {
    const searches = [...entries.keys()].filter((key) => key.startsWith("search?"));
    for (const key of searches.slice(0, Math.max(0, searches.length - maxSearches))) {
      entries.delete(key);
      builders.delete(key);
    }
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

  function feedBuilder(target: FeedTarget): Build {
    switch (target.kind) {
      case "catalogue":
        return () => buildCalendar(target.feed.scope, feedTitle(target.feed), target.feed.path);
      case "court":
        return async () => {
          const court = await findCourt(target.courtSlug);
          if (!court) return undefined;
          return buildCalendar({ kind: "court", courtSlug: court.slug }, court.courtName, `/feeds/court/${court.slug}.ics`);
        };
      case "search":
        return () => buildCalendar({ ...target }, searchScopeLabel(target.q), searchPath(target));
    }
  }

  /** The builder of a catalogue feed or the index, which need no request to know them. */
  function builderFor(key: string): Build | undefined {
    if (key === INDEX_KEY) return buildIndex;
    const feed = feedByKey(key);
    return feed ? feedBuilder({ kind: "catalogue", feed }) : undefined;
  }

  async function buildIndex(): Promise<CachedBody> {
    const listing = await getListing();
    const json = JSON.stringify(listing, null, 2);
    const changes = [...listing.feeds, ...listing.courts].flatMap((feed) => (feed.lastChange ? [Date.parse(feed.lastChange)] : []));
    const last = changes.length ? new Date(Math.max(...changes)) : EMPTY_FEED_LAST_MODIFIED;
    return encodeBody(json, "application/json; charset=utf-8", last, listing.feeds.length + listing.courts.length);
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
    /** Stops listening for changes and rebuilding; resolves when a rebuild under way has ended. */
    async close() {
      unsubscribers.forEach((stop) => stop());
      await queue.close();
    },
    /** The feed's body, or undefined when its scope does not exist (an unknown court). */
    async getFeed(target: FeedTarget): Promise<CachedBody | undefined> {
      return cached(targetKey(target), feedBuilder(target));
    },
    /** The body when it has been built (possibly of older data, then being rebuilt); else undefined (use getFeed). */
    peekFeed(target: FeedTarget): CachedBody | undefined {
      return lookup(targetKey(target));
    },
    getListing,
    /** The machine-readable catalogue (/feeds/index.json). */
    async getIndex(): Promise<CachedBody> {
      return (await cached(INDEX_KEY, buildIndex))!;
    },
    /** Builds every catalogue feed in the background (at server start), as after a data change. */
    prebuild() {
      queue.request(prebuildKeys(), { delayed: true });
    },
    /** No background rebuild starts before `until` settles (the first-start installation). */
    deferRebuildsUntil(until: Promise<unknown>) {
      queue.hold(until);
    },
    /** Resolves when no change check and no background rebuild is pending (tests, benchmarks). */
    async settled() {
      for (;;) {
        if (checkingSoon) await checkingSoon;
        else if (checking) await checking.catch(() => undefined);
        await queue.settled();
        if (!checkingSoon && !checking) return;
      }
    },
  };
}

const INDEX_KEY = "index.json";

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
  return singleton("feed-service", () => createFeedService({ ...feedServiceOptions(getEnv()), prebuild: true }));
}
