import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Env } from "#app/env.server.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { buildFeedCalendar, FEED_REFRESH_SECONDS, type FeedDecision } from "./build-feed-calendar.ts";
import { catalogue, feedByKey, type Branch, type FeedDefinition, type FeedScope, type Region } from "./catalogue.ts";
import { announceFeedDataChange, createChangeWatch, readFeedDataVersion } from "./data-version.server.ts";
import { createFeedCache, isSearchKey, type FeedBuild } from "./feed-cache.ts";
import { createListingCache, getFeedListing, type FeedListing } from "./feed-listing.server.ts";
import { calendarTexts, feedTitle, jurisdictionLabels, searchScopeLabel } from "./feed-titles.ts";
import { findCourt, forgetCourts, getFeedDecisions, type FeedLimits } from "./get-feed-decisions.server.ts";
import { pruneSearchVersions, recordFeedVersion } from "./feed-versions.server.ts";
import { createRefreshQueue } from "./refresh-queue.ts";

export { getFeedListing, type FeedListing, type FeedSummary } from "./feed-listing.server.ts";

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
};

export type FeedTarget =
  | { kind: "catalogue"; feed: FeedDefinition }
  | { kind: "court"; courtSlug: string }
  | { kind: "search"; q: string; region?: Region; branch?: Branch };

export type FeedServiceOptions = {
  publicUrl: string;
  limits: FeedLimits;
  /**
   * How often to compare the data version in the database (data-version.server.ts), which every
   * process on the database shares; 0 = on every request. Announced changes are checked at once.
   */
  revalidateMs?: number;
  refreshSeconds?: number;
  maxCachedSearches?: number;
  /**
   * After a data change (and on `prebuild()`), rebuild every catalogue feed and every requested
   * court feed in the background, so that no subscriber waits for a build; and compare the data
   * version every `revalidateMs` also when nobody asks (the server; off in tests that look at
   * single feeds).
   */
  prebuild?: boolean;
  /** Quiet time after a data change before the background rebuild starts (default 1 s). */
  prebuildDelayMs?: number;
  /** The clock of the change checks (tests move it instead of waiting). */
  now?: () => number;
};

/** Before any decision exists, an empty feed still needs a stable Last-Modified. */
export const EMPTY_FEED_LAST_MODIFIED = new Date("2026-01-01T00:00:00Z");

export type FeedService = ReturnType<typeof createFeedService>;

type Build = FeedBuild<CachedBody>;

/**
 * The calendar feeds, from three parts (docs/areas/feeds.md):
 * - a cache of built bodies (feed-cache.ts), each stamped with the data version it was built from;
 * - a refresh queue (refresh-queue.ts) that rebuilds stale bodies in the background while the
 *   previous ones are served (ADR 024): a request waits only for a feed never built;
 * - the listing (feed-listing.server.ts), made once per data version.
 * One mechanism invalidates them: the data version read from the database (ADR 027). An in-process
 * change event is written to that version first, so every process on the database sees it.
 */
export function createFeedService(options: FeedServiceOptions) {
  const revalidateMs = options.revalidateMs ?? 30_000;
  let prunedAt = 0;
  /** Feeds asked for while a check ran: rebuilt when the check finds a change. */
  const askedDuringCheck = new Set<string>();
  const announcing = new Set<Promise<void>>();

  const cache = createFeedCache<CachedBody>({
    maxSearches: options.maxCachedSearches ?? 200,
    store: async (key, built) => {
      const body = withLastModified(built, await recordFeedVersion(key, built.etag, built.lastModified));
      if (isSearchKey(key) && Date.now() - prunedAt > 86_400_000) {
        prunedAt = Date.now();
        pruneSearchVersions().catch((error: unknown) =>
          logger.warn({ err: error }, "feeds: cannot prune old keyword feed versions"),
        );
      }
      return body;
    },
  });
  const queue = createRefreshQueue({
    refresh: refreshInBackground,
    delayMs: options.prebuildDelayMs ?? 1000,
    onRun: ({ keys, ms }) => logger.info({ feeds: keys, ms: Math.round(ms) }, "feeds rebuilt in the background"),
  });
  const watch = createChangeWatch({
    read: readFeedDataVersion,
    intervalMs: revalidateMs,
    onChange: changed,
    onError: (error) => logger.warn({ err: error }, "feeds: cannot check the decisions for changes"),
    onChecked: () => askedDuringCheck.clear(),
    now: options.now,
  });
  const listing = createListingCache(() => getFeedListing(options));
  if (options.prebuild) watch.every(revalidateMs);

  /** The data version moved: bodies of the previous one are stale from now on. */
  function changed() {
    forgetCourts();
    const asked = [...askedDuringCheck].filter((key) => cache.get(key));
    askedDuringCheck.clear();
    if (asked.length > 0) queue.request(asked);
    if (options.prebuild) queue.request(prebuildKeys(), { delayed: true });
  }

  /**
   * A change made in this process (an import; the court registry, which names court feeds) is
   * recorded in the data version, then checked for: this process and every other one on the
   * database invalidate through the same comparison.
   */
  function announce(topic: "decisions" | "courts"): Promise<void> {
    const done: Promise<void> = announceFeedDataChange(topic)
      .then(() => watch.checkNow())
      .catch((error: unknown) => logger.warn({ err: error, topic }, "feeds: cannot record a data change"))
      .finally(() => announcing.delete(done));
    announcing.add(done);
    return done;
  }
  const unsubscribers = [
    onDataChanged("decisions", () => announce("decisions")),
    onDataChanged("courts", () => announce("courts")),
  ];

  /** The feeds subscribers have asked for first (court feeds, the index), then the whole catalogue. */
  function prebuildKeys(): string[] {
    const requested = cache.keys().filter((key) => !isSearchKey(key));
    return [...new Set([...requested, ...catalogue.map((feed) => feed.key)])];
  }

  /**
   * Starts a check of the data version when one is due, without waiting for it. A feed asked for
   * while a change is being recorded or checked is rebuilt if the check finds one (its request
   * was answered with what was cached).
   */
  function checkSoon(key: string) {
    const busy = announcing.size > 0 || watch.isChecking();
    if (!busy && !watch.isDue()) return;
    askedDuringCheck.add(key);
    if (!busy) void watch.checkIfDue();
  }

  const isCurrent = (key: string) => {
    const entry = cache.get(key);
    return entry !== undefined && entry.version === watch.version;
  };

  /** The queue's work: a body that is not current is rebuilt; the previous one is served meanwhile. */
  async function refreshInBackground(key: string) {
    if (isCurrent(key)) return;
    const build = cache.builderOf(key) ?? builderFor(key);
    if (!build) return;
    try {
      await cache.build(key, build, watch.version);
    } catch (error) {
      // Keep serving the last good body rather than failing subscribers; the next change or request retries.
      logger.error({ err: error, feed: key }, "feeds: rebuild failed, serving the previous body");
    }
  }

  /** The cached body (current or not: a stale one is queued for rebuilding), or undefined. */
  function lookup(key: string): CachedBody | undefined {
    checkSoon(key);
    const entry = cache.get(key);
    if (entry && entry.version !== watch.version) queue.request([key]);
    return entry?.body;
  }

  async function cached(key: string, build: Build): Promise<CachedBody | undefined> {
    return lookup(key) ?? cache.build(key, build, watch.version);
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
          return buildCalendar(
            { kind: "court", courtSlug: court.slug },
            court.courtName,
            `/feeds/court/${court.slug}.ics`,
          );
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
    const current = await getListing();
    const json = JSON.stringify(current, null, 2);
    const changes = [...current.feeds, ...current.courts].flatMap((feed) =>
      feed.lastChange ? [Date.parse(feed.lastChange)] : [],
    );
    const last = changes.length ? new Date(Math.max(...changes)) : EMPTY_FEED_LAST_MODIFIED;
    return encodeBody(json, "application/json; charset=utf-8", last, current.feeds.length + current.courts.length);
  }

  /** Every feed with its size and last change (the page and /feeds/index.json). */
  async function getListing(): Promise<FeedListing> {
    await watch.checkIfDue();
    return listing(watch.version);
  }

  return {
    /** Records a change of the feeds' data (as an import does), for every process on the database; resolves once this process has seen it. */
    invalidate(): Promise<void> {
      return announce("decisions");
    },
    /** Stops listening for changes and rebuilding; resolves when a rebuild under way has ended. */
    async close() {
      unsubscribers.forEach((stop) => stop());
      watch.stop();
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
    /** Resolves when no announcement, change check or background rebuild is pending (tests, benchmarks). */
    async settled() {
      for (;;) {
        await Promise.all(announcing);
        await watch.settled();
        await queue.settled();
        if (announcing.size === 0 && !watch.isChecking()) return;
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

export async function encodeBody(
  text: string,
  contentType: string,
  lastChange: Date,
  count: number,
): Promise<CachedBody> {
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
  };
}

/** The feed service's options from the environment (FEED_MAX_EVENTS, FEED_MAX_AGE_DAYS, …). */
export function feedServiceOptions(
  env: Pick<Env, "PUBLIC_URL" | "FEED_MAX_EVENTS" | "FEED_MAX_AGE_DAYS" | "FEED_REVALIDATE_SECONDS">,
): FeedServiceOptions {
  return {
    publicUrl: env.PUBLIC_URL,
    limits: { maxEvents: env.FEED_MAX_EVENTS, maxAgeDays: env.FEED_MAX_AGE_DAYS },
    revalidateMs: env.FEED_REVALIDATE_SECONDS * 1000,
  };
}

const appFeeds = new AsyncLocalStorage<() => FeedService>();

/**
 * The server's feed service: the one of the app serving the current request or running the
 * current work (createApp gives each app its own, built from its PUBLIC_URL and FEED_* settings;
 * ADR 101, 144). Outside an app there is none: a script makes its own with createFeedService.
 */
export function getFeedService(): FeedService {
  const scoped = appFeeds.getStore();
  if (!scoped) throw new Error("getFeedService() outside an app: run it inside createApp (withFeedService)");
  return scoped();
}

/** Runs `fn` (and everything it starts) with `service` as getFeedService()'s answer. */
export function withFeedService<T>(service: () => FeedService, fn: () => T): T {
  return appFeeds.run(service, fn);
}
