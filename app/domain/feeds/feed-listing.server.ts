import { catalogue } from "./catalogue.ts";
import { feedTitle } from "./feed-titles.ts";
import { getCourtsWithDecisions, getFeedStats, type FeedLimits } from "./get-feed-decisions.server.ts";

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

/**
 * Every feed of the catalogue with its size and last change, and every individual court's feed
 * (the /calendar-feeds page and /feeds/index.json). Ordered by the catalogue and by court slug,
 * from the database alone: every process lists the same.
 */
export async function getFeedListing(options: { publicUrl: string; limits: FeedLimits }): Promise<FeedListing> {
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

/** The listing, made once per data version and shared by the page and index.json meanwhile. */
export function createListingCache(make: () => Promise<FeedListing>) {
  let cached: { version: string | undefined; pending: Promise<FeedListing> } | undefined;
  return (version: string | undefined): Promise<FeedListing> => {
    if (!cached || cached.version !== version) {
      const pending = make();
      const entry = { version, pending };
      cached = entry;
      // A failed listing is not kept: the next caller tries again.
      pending.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.pending;
  };
}
